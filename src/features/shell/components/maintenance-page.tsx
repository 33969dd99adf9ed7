import { Trans } from '@lingui/react/macro';
import { SystemPageCard } from './system-page-card';
import { formatDateTime } from '@/lib/format-date';

export function MaintenancePage({ endTime }: { endTime: string | null }) {
  const endText = (endTime && formatDateTime(endTime)) || null;
  return (
    <SystemPageCard icon="tools" title={<Trans>Site maintenance</Trans>} highlight={endText ? <Trans>Expected to end at {endText}</Trans> : null}>
      <Trans>We are upgrading the site to serve you better. Your account and balance are safe. Please come back soon.</Trans>
    </SystemPageCard>
  );
}
