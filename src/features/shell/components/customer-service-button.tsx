import { Trans } from '@lingui/react/macro';
import { decodeServicePath } from '@/lib/decode';
import { usePermission } from '../api/use-permission';
import { Button, buttonClass } from '@/ui/button';

/** Opens the live-chat channel from the configuration in a new tab. */
export function CustomerServiceButton() {
  const permission = usePermission();
  const channel = permission.data?.customerService?.find((entry) => entry.csType === 'LIVECHAT') ?? permission.data?.customerService?.[0];
  const href = decodeServicePath(channel?.path);
  if (!href) {
    return (
      <Button variant="primary" disabled>
        <Trans>Customer service</Trans>
      </Button>
    );
  }
  return (
    <a className={buttonClass({ variant: 'primary' })} href={href} target="_blank" rel="noopener noreferrer">
      <Trans>Customer service</Trans>
    </a>
  );
}
