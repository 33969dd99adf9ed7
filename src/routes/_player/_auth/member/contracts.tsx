import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContractsPage } from '@/features/contracts';

export const Route = createFileRoute('/_player/_auth/member/contracts')({
  // The contract modal's content as a page: the member menu's way to it (SPEC 2 modal "contract", logged in only).
  staticData: { menu: { area: 'member', key: 'contracts', order: 14, label: msg`Contracts`, icon: 'agent' } },
  component: ContractsPage,
});
