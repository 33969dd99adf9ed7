import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterDialog, TrialBlockedDialog } from '@/features/auth';
import { HomeLobby } from '@/features/lobby';

const searchSchema = z.object({
  referralCode: z.string().trim().min(1).max(64).optional().catch(undefined),
  /** Set by the guards when a trial user reaches a member or agent page (SPEC 6). */
  realAccount: z.literal('required').optional().catch(undefined),
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
