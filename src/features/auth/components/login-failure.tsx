import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { loginFailureMessage } from '../logic/login-errors';
import { isAgentType } from '@/api/member-types';
import { LoginRefusedError, type LoginMethod } from '../logic/login-rules';

/** Why a login failed, in the person's language; an agent at the player login is shown the way to /agent. */
export function LoginFailure({ error, method }: { error: unknown; method: LoginMethod }) {
  const { i18n } = useLingui();
  const agentAtPlayerLogin = error instanceof LoginRefusedError && error.reason === 'non-member' && isAgentType(error.memberType);
  return (
    <div className="form__error" role="alert">
      <p>{i18n._(loginFailureMessage(error, method))}</p>
      {agentAtPlayerLogin ? (
        <p>
          <Trans>
            Agents log in at the <Link to="/agent">agent login page</Link>.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
