import { Trans } from '@lingui/react/macro';

export function PromotionsPage() {
  return (
    <section>
      <h1>
        <Trans>Promotions</Trans>
      </h1>
    </section>
  );
}

export function PointMallPage() {
  return (
    <section>
      <h1>
        <Trans>Points mall</Trans>
      </h1>
    </section>
  );
}
