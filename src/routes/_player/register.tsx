import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RegisterDialog, TrialBlockedDialog } from '@/features/auth';
import { HomeLobby } from '@/features/lobby';
import { oneOf, searchSchema, text } from '@/lib/search-params';

const registerSearchSchema = searchSchema({
  referralCode: text({ trim: true, min: 1, max: 64 }),
  /** Set by the guards when a trial user reaches a member or agent page (SPEC 6). */
  realAccount: oneOf(['required']),
});

export const Route = createFileRoute('/_player/register')({
  validateSearch: registerSearchSchema,
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
