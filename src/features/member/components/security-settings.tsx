import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { MemberProfile } from '@generated/model';
import { ChangePasswordDialog } from '@/features/auth';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Icon, type IconName } from '@/ui/icon';
import { onDemand } from '@/ui/on-demand';

// Each opens on a click: its form and the dialog load then, not with the security centre (issue 12).
const BindEmailDialog = onDemand(() => import('./bind-email-dialog'), 'BindEmailDialog');
const BindMobileDialog = onDemand(() => import('./bind-mobile-dialog'), 'BindMobileDialog');
const PaymentPasswordDialog = onDemand(() => import('./payment-password-dialog'), 'PaymentPasswordDialog');

type Open = 'mobile' | 'email' | 'password' | 'paymentPassword' | null;

function Row({ icon, title, value, done, action }: { icon: IconName; title: ReactNode; value: ReactNode; done: boolean; action: ReactNode }) {
  return (
    <li className="security-row">
      <span className={`security-row__icon ${done ? 'is-done' : ''}`}>
        <Icon name={icon} size={20} />
      </span>
      <div className="security-row__text">
        <span className="security-row__title">{title}</span>
        <span className="security-row__value">{value}</span>
      </div>
      {action}
    </li>
  );
}

/** Mobile, e-mail, login password and payment password: what is set, and a button to set or change each. */
export function SecuritySettings({ profile }: { profile: MemberProfile }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const notSet = (
    <Badge tone="danger">
      <Trans>Not set</Trans>
    </Badge>
  );
  return (
    <section className="money-card" aria-labelledby="security-title">
      <h2 id="security-title" className="money-card__title">
        <Trans>Security</Trans>
      </h2>
      <ul className="security-list">
        <Row
          icon="phone"
          title={<Trans>Mobile number</Trans>}
          done={Boolean(profile.mobileNum)}
          value={profile.mobileNum ? `${profile.countryDialingCode ?? ''} ${profile.mobileNum}`.trim() : notSet}
          action={<Button onClick={() => setOpen('mobile')}>{profile.mobileNum ? <Trans>Change mobile</Trans> : <Trans>Bind mobile</Trans>}</Button>}
        />
        <Row
          icon="mail"
          title={<Trans>E-mail</Trans>}
          done={Boolean(profile.email)}
          value={profile.email ?? notSet}
          action={<Button onClick={() => setOpen('email')}>{profile.email ? <Trans>Change e-mail</Trans> : <Trans>Bind e-mail</Trans>}</Button>}
        />
        <Row
          icon="lock"
          title={<Trans>Login password</Trans>}
          done
          value="••••••••"
          action={
            <Button onClick={() => setOpen('password')}>
              <Trans>Change password</Trans>
            </Button>
          }
        />
        <Row
          icon="shield"
          title={<Trans>Payment password</Trans>}
          done={profile.paymentPasswordSet}
          value={profile.paymentPasswordSet ? <Trans>Set · needed to withdraw and transfer</Trans> : notSet}
          action={
            <Button variant={profile.paymentPasswordSet ? 'secondary' : 'primary'} onClick={() => setOpen('paymentPassword')}>
              {profile.paymentPasswordSet ? <Trans>Change payment password</Trans> : <Trans>Set payment password</Trans>}
            </Button>
          }
        />
      </ul>
      {open === 'mobile' ? <BindMobileDialog current={profile.mobileNum ?? null} onClose={close} /> : null}
      {open === 'email' ? <BindEmailDialog boundMobile={profile.mobileNum ?? null} current={profile.email ?? null} onClose={close} /> : null}
      {open === 'paymentPassword' ? <PaymentPasswordDialog isSet={profile.paymentPasswordSet} onClose={close} /> : null}
      {open === 'password' ? (
        <ChangePasswordDialog
          onClose={close}
          onDone={() => {
            close();
            // SPEC 4: a changed password returns to the home page.
            void navigate({ to: '/' });
          }}
        />
      ) : null}
    </section>
  );
}
