import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { activateLanguage } from '@/lib/i18n';
import { renderApp } from '../../support/render';
import { signInAs } from '../../support/games';

// Whole journeys (typing, encryption, several calls) on two busy cores: seconds each.
vi.setConfig({ testTimeout: 30_000 });

describe('the member centre', () => {
  it('moves money between wallets and shows the new balances', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/wallet');
    await user.type(await screen.findByLabelText('Amount'), '45.67');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer complete.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('RM 12,300.00'));
    expect(screen.getByTestId('wallet-PG')).toHaveTextContent('RM 295.67');
  });

  it("names the main wallet in the player's language, not in the server's", async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/wallet');
    await screen.findByLabelText('Amount');
    // The mock server, like a real one, names its wallets in one language ("Main wallet").
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Language' })[0]!, 'MY');
    try {
      await waitFor(() => expect(screen.getAllByRole('option', { name: /^ပင်မ ပိုက်ဆံအိတ် · RM\u00a012,345\.67$/ })).toHaveLength(2));
    } finally {
      await act(() => activateLanguage('EN'));
    }
  });

  it('explains a bad amount and sends nothing', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/wallet');
    await user.type(await screen.findByLabelText('Amount'), '99999');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is more than the RM 12,345.67 available.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('99999');
    expect(db.memberByName('demo')?.balance).toBe(12345.67);
  });

  it('lets a member change the password from the security centre', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Old password'), 'Demo@1234');
    await user.type(within(dialog).getByLabelText('New password'), 'Fresh@5678');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Fresh@5678');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(db.memberByName('demo')?.password).toBe('Fresh@5678');
  });
});
