import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { walletBalanceQueryOptions } from '@/api/queries';
import { WalletPage } from '@/features/wallet';

export const Route = createFileRoute('/_player/_auth/member/wallet')({
  staticData: { menu: { area: 'member', key: 'transferFund', order: 2, label: msg`Wallet`, icon: 'wallet' } },
  loader: ({ context }) => context.queryClient.prefetchQuery(walletBalanceQueryOptions()),
  component: WalletPage,
});
