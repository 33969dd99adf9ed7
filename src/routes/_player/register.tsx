import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { RegisterDialog, TrialBlockedDialog } from '@/features/auth';
import { HomeLobby } from '@/features/lobby';
import { optionalParam } from '@/lib/search-params';

const searchSchema = z.object({
  referralCode: optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  /** Set by the guards when a trial user reaches a member or agent page (SPEC 6). */
  realAccount: optionalParam(z.literal('required')),
});

export const Route = createFileRoute('/_player/register')({
  validateSearch: searchSchema,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { referralCode, realAccount } = Route.useSearch();
  const navigate = useNavigate();
  const home = () => navigate({ to: '/', replace: true });
  return (
    <>
      <HomeLobby />
      {realAccount ? <TrialBlockedDialog onClose={home} /> : <RegisterDialog referralCode={referralCode} onClose={home} onSuccess={home} />}
    </>
  );
}
