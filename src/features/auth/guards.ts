import { redirect } from '@tanstack/react-router';
import type { Session } from '@/api/session';
import { decideGuard, type Requirement } from './logic/guards';

type GuardContext = { context: { session: Session }; location: { href: string } };

/** For a route's `beforeLoad`: throws the router redirect the guard decides. */
export function requireSession(requirement: Requirement) {
  return ({ context, location }: GuardContext) => {
    const decision = decideGuard(requirement, context.session.get());
    if (decision.allow) return;
    if (decision.redirectTo === '/login') {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    throw redirect({ to: '/agent' });
  };
}
