import { Trans } from '@lingui/react/macro';
import { SystemPageCard } from './system-page-card';

export function RegionBlockedPage({ ip }: { ip: string | null }) {
  return (
    <SystemPageCard icon="blocked" title={<Trans>Access restricted</Trans>} highlight={ip ? <Trans>Your IP address: {ip}</Trans> : null}>
      <Trans>Access to this site is restricted by location or IP. If you think this is a mistake, please contact customer service.</Trans>
    </SystemPageCard>
  );
}
