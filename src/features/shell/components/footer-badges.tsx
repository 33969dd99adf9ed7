import { Trans } from '@lingui/react/macro';

/** Brand marks are proper names: shown as their image, named by their brand. */
const PAYMENTS = [
  ['fpx', 'FPX'],
  ['duitnow', 'DuitNow'],
  ['touch-n-go', "Touch 'n Go eWallet"],
  ['boost', 'Boost'],
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['usdt', 'USDT'],
] as const;

const CERTIFICATES = [
  ['gli', 'GLI'],
  ['itech-labs', 'iTech Labs'],
  ['bmm', 'BMM Testlabs'],
] as const;

const LICENCES = [
  ['pagcor', 'PAGCOR'],
  ['curacao', 'Curaçao eGaming'],
] as const;

function Badges({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <ul className="footer-badges">
      {items.map(([file, name]) => (
        <li key={file}>
          <img src={`/footer/${file}.svg`} alt={name} height={32} width={96} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

/** Payment methods, certification and gaming licences. */
export function FooterBadges() {
  return (
    <div className="site-footer__badges">
      <section aria-labelledby="footer-payments">
        <h2 id="footer-payments">
          <Trans>Payment methods</Trans>
        </h2>
        <Badges items={PAYMENTS} />
      </section>
      <section aria-labelledby="footer-certification">
        <h2 id="footer-certification">
          <Trans>Certification</Trans>
        </h2>
        <Badges items={CERTIFICATES} />
      </section>
      <section aria-labelledby="footer-licences">
        <h2 id="footer-licences">
          <Trans>Gaming licences</Trans>
        </h2>
        <Badges items={LICENCES} />
      </section>
    </div>
  );
}
