import { Trans } from '@lingui/react/macro';
import { useMemberInfo } from '@/features/auth';

/** /agentHome (the team back-office screens come with the agent work). */
export function AgentCentre() {
  const member = useMemberInfo();
  return (
    <main className="app-shell__main">
      <h1>
        <Trans>Agent centre</Trans>
      </h1>
      {member.data ? <AgentWelcome name={member.data.nickname ?? member.data.account} agentType={member.data.type} /> : null}
    </main>
  );
}

function AgentWelcome({ name, agentType }: { name: string; agentType: number }) {
  return (
    <p>
      <Trans>
        Welcome, {name} (agent type {agentType})
      </Trans>
    </p>
  );
}
