import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'react-qr-code';
import { Button } from '@/ui/button';
import { QueryState } from '@/ui/query-state';
import { toast } from '@/ui/toast';
import { agentInviteQueryOptions } from '../api/team';
import { inviteLink } from '../logic/invite-link';
import './agent-page.css';
import './invite-card.css';

/** The agent's invite link and its QR code: players who register through it join the team. */
export function InviteCard() {
  const { t } = useLingui();
  const invite = useQuery(agentInviteQueryOptions());
  return (
    <section className="panel invite" aria-labelledby="invite-title">
      <h2 id="invite-title" className="panel__title">
        <Trans>Your invite link</Trans>
      </h2>
      <QueryState query={invite} label={t`Your invite link`}>
        {({ affiliateCode }) => {
          const link = inviteLink(location.origin, affiliateCode);
          const copy = async () => {
            try {
              await navigator.clipboard.writeText(link);
              toast(t`Invite link copied.`, 'success');
            } catch {
              toast(t`Copying is not allowed here. Select the link and copy it yourself.`, 'error');
            }
          };
          return (
            <div className="invite__body">
              <div className="invite__qr" data-value={link}>
                <QRCode
                  value={link}
                  size={148}
                  title={t`Invite link QR code`}
                  role="img"
                  aria-label={t`Invite link QR code`}
                  bgColor="transparent"
                  fgColor="currentColor"
                />
              </div>
              <div className="invite__text">
                <p className="invite__code">
                  <span>{t`Invite code`}</span>
                  <strong>{affiliateCode}</strong>
                </p>
                <label className="invite__link">
                  <span>{t`Invite link`}</span>
                  <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
                </label>
                <Button onClick={() => void copy()}>
                  <Trans>Copy link</Trans>
                </Button>
                <p className="invite__hint">
                  <Trans>Players who scan the code or open the link register straight into your team.</Trans>
                </p>
              </div>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
