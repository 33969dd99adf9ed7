import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@/ui/dialog';

/** Registration arrives with the accounts work (issue 4); the route and its referral code are ready. */
export function RegisterDialog({ referralCode, onClose }: { referralCode?: string; onClose: () => void; onSuccess: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Register`} onClose={onClose}>
      {referralCode ? (
        <p>
          <Trans>Referral code: {referralCode}</Trans>
        </p>
      ) : null}
      <p>
        <Trans>Registration opens soon. Please contact customer service to open an account.</Trans>
      </p>
    </Dialog>
  );
}
