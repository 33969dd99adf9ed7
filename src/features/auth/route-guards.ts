import { redirect } from '@tanstack/react-router';
import type { Session } from '@/api/session';
import { decideGuard, type Requirement } from './logic/guards';

type GuardContext = { context: { session: Session }; location: { href: string } };

/** For a route's `beforeLoad`: throws the router redirect the guard decides. */
export function requireSession(requirement: Requirement) {
  return ({ context, location }: GuardContext) => {
    const decision = decideGuard(requirement, context.session.get());
    if (decision.allow) return;
    if (decision.redirectTo === '/login') throw redirect({ to: '/login', search: { redirect: location.href } });
    if (decision.redirectTo === '/register') throw redirect({ to: '/register', search: { realAccount: 'required' } });
    throw redirect({ to: '/agent' });
  };
}

/** For /agent's `beforeLoad`: an agent who is already logged in goes straight to the agent centre. */
export function skipAgentLoginWhenLoggedIn({ context }: { context: { session: Session } }) {
  if (decideGuard('agent', context.session.get()).allow) throw redirect({ to: '/agentHome' });
}
