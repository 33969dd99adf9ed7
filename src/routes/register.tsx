import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterDialog } from '@/features/auth';
import { HomeLobby } from '@/features/lobby';

const searchSchema = z.object({
  referralCode: z.string().trim().min(1).max(64).optional().catch(undefined),
});

export const Route = createFileRoute('/register')({
  validateSearch: searchSchema,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { referralCode } = Route.useSearch();
  const navigate = useNavigate();
  const home = () => navigate({ to: '/', replace: true });
  return (
    <>
      <HomeLobby />
      <RegisterDialog referralCode={referralCode} onClose={home} onSuccess={home} />
    </>
  );
}
