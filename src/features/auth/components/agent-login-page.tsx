import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { session } from '@/api/session';
import { deriveLoginState } from '../logic/login-state';
import { LoginForm } from './login-form';
import './agent-login-page.css';

/** /agent: the agents' own login; non-agents are refused (SPEC 6). */
export function AgentLoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  return (
    <main className="agent-login">
      <section className="agent-login__pitch">
        <h1>
          <Trans>Agent centre</Trans>
        </h1>
        <ul>
          <li>
            <Trans>Full promotion support</Trans>
          </li>
          <li>
            <Trans>Become a promoter in 15 days</Trans>
          </li>
          <li>
            <Trans>Full data reports</Trans>
          </li>
        </ul>
      </section>
      <section className="agent-login__card" aria-labelledby="agent-login-title">
        <h2 id="agent-login-title">
          <Trans>Agent login</Trans>
        </h2>
        {refused ? (
          <p className="form__error" role="alert">
            <Trans>Non-agents cannot log in</Trans>
          </p>
        ) : null}
        <LoginForm
          submitLabel={t`Log in as agent`}
          onSuccess={({ user, member }) => {
            if (!deriveLoginState(user.token, member.type).isAgent) {
              session.clear();
              setRefused(true);
              return;
            }
            setRefused(false);
            void navigate({ to: '/agentHome' });
          }}
        />
        <p className="agent-login__tip">
          <Trans>Consultation hours: Monday to Friday, 12:00 noon to 9:00 pm.</Trans>
        </p>
      </section>
    </main>
  );
}
