import { Trans } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { SystemPageCard } from './system-page-card';

export function MaintenancePage({ endTime }: { endTime: string | null }) {
  const end = endTime ? dayjs(endTime) : null;
  const endText = end?.isValid() ? end.format('YYYY-MM-DD HH:mm') : null;
  return (
    <SystemPageCard icon="tools" title={<Trans>Site maintenance</Trans>} highlight={endText ? <Trans>Expected to end at {endText}</Trans> : null}>
      <Trans>We are upgrading the site to serve you better. Your account and balance are safe. Please come back soon.</Trans>
    </SystemPageCard>
  );
}
