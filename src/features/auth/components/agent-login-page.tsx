import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LanguageSelect } from '@/ui/language-select';
import type { ForcedChange } from '../api/use-change-password';
import { endServerSession } from '../api/login-session';
import type { SignInResult } from '../api/sign-in';
import { homeOf } from '../logic/login-rules';
import { ChangePasswordDialog } from './change-password-dialog';
import { UsernameLoginForm } from './username-login-form';
import './agent-login-page.css';
import './auth.css';

/**
 * /agent (SPEC 2): the agents' own login with its pitch, the consultation
 * hours and the change-password modal; non-agents are refused (SPEC 6) and
 * agents go on to /agentHome. A language switch on top; on a phone the form
 * comes before the pitch (issue 27).
 */
export function AgentLoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [forced, setForced] = useState<ForcedChange | null>(null);
  const home = () => void navigate({ to: homeOf('agent') });
  const handle = (result: SignInResult, remember: boolean) => {
    if (result.kind === 'signed-in') home();
    else setForced({ ...result, remember });
  };
  return (
    <main className="agent-login">
      <div className="agent-login__bar">
        <p className="agent-login__brand">Royal Lobby</p>
        <LanguageSelect />
      </div>
      <section className="agent-login__pitch" aria-labelledby="agent-pitch-title">
        <h1 id="agent-pitch-title">
          <Trans>Grow with us as an agent</Trans>
        </h1>
        <ul className="agent-login__points">
          <li>
            <strong>
              <Trans>Full promotion support</Trans>
            </strong>
            <span>
              <Trans>Campaign material, referral links and a team that helps you bring players in.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Become a promoter in 15 days</Trans>
            </strong>
            <span>
              <Trans>A clear path from your first referral to your own team.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Full data reports</Trans>
            </strong>
            <span>
              <Trans>Team, betting, income and salary reports, updated as your players play.</Trans>
            </span>
          </li>
        </ul>
      </section>
      <section className="agent-login__card" aria-labelledby="agent-login-title">
        <h2 id="agent-login-title">
          <Trans>Agent login</Trans>
        </h2>
        <UsernameLoginForm portal="agent" submitLabel={t`Log in as agent`} onResult={handle} />
        <p className="agent-login__tip">
          <Trans>Consultation hours: Monday to Friday, 12:00 noon to 9:00 pm.</Trans>
        </p>
        <p className="agent-login__back">
          <Link to="/">
            <Trans>Back to the lobby</Trans>
          </Link>
        </p>
      </section>
      {forced ? (
        <ChangePasswordDialog
          forced={forced}
          onDone={home}
          onClose={() => {
            void endServerSession(forced.user.token);
            setForced(null);
          }}
        />
      ) : null}
    </main>
  );
}
