import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUserData } from '@/features/auth';
import { paymentTiming } from '@mocks/db/payments';
import { db } from '@mocks/db/store';
import { PIN_LOCKOUT } from '@mocks/lib/account-security';
import { callsTo, recordCalls } from '../../support/accounts';
import { signInAs, signInAsTrial } from '../../support/games';
import { renderApp } from '../../support/render';

// Whole journeys (typing, encryption, several calls) on two busy cores: seconds each.
vi.setConfig({ testTimeout: 30_000 });

const timing = { ...paymentTiming };
beforeEach(() => Object.assign(paymentTiming, { depositCreditMs: 0, withdrawalPayoutMs: 0 }));
afterEach(() => Object.assign(paymentTiming, timing));

const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const money = () => db.state.payments ?? {};
const balanceOf = (username: string) => db.memberByName(username)?.balance;

/** Withdrawals of these amounts, one after the other, with demo's payment password. */
async function withdraw(user: ReturnType<typeof userEvent.setup>, ...amounts: string[]) {
  for (const amount of amounts) {
    await user.type(await screen.findByLabelText('Amount'), amount);
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue(''));
  }
}

describe('wallet (transferFund)', () => {
  it('transfers into a game wallet from its tile, and all back to main; the header follows', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/wallet');
    await user.click(await screen.findByRole('button', { name: 'Transfer in to JDB Gaming' }));
    expect(screen.getByLabelText('To')).toHaveValue('JDB');
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByTestId('wallet-JDB')).toHaveTextContent('RM 100.00'));
    // The header's member bar comes with the session, on demand: wait for it to show the new balance.
    await waitFor(() => expect(screen.getByLabelText('Balance', { selector: 'output' })).toHaveTextContent('RM 12,245.67'));

    await user.click(screen.getByRole('button', { name: 'All back to main' }));
    await waitFor(() => expect(screen.getByTestId('wallet-MAIN')).toHaveTextContent('RM 12,676.17'));
    for (const code of ['PG', 'JDB', 'EG2']) expect(screen.getByTestId(`wallet-${code}`)).toHaveTextContent('RM 0.00');
    await waitFor(() => expect(screen.getByLabelText('Balance', { selector: 'output' })).toHaveTextContent('RM 12,676.17'));
    expect(db.state.ledger.demo?.filter((entry) => entry.type === 'transfer')).toHaveLength(4);
  });

  it('shows the consolidated funds (AGENTPOLICY3 is on in the demo)', async () => {
    signInAs('demo');
    await renderApp('/member/wallet');
    expect(await screen.findByTestId('funds-total')).toHaveTextContent('RM 12,676.17');
  });

  it.each([
    ['', 'Please enter an amount.'],
    ['abc', 'Enter the amount in numbers, for example 100 or 100.50.'],
    ['-5', 'The amount must be greater than 0.'],
    ['0', 'The amount must be greater than 0.'],
    ['1.234', 'Use at most two decimals.'],
    ['300', 'The amount is more than the RM 250.00 available.'],
  ])('refuses %j with its message and sends nothing', async (amount, message) => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/member/wallet');
    await user.click(await screen.findByRole('button', { name: 'Transfer out of PG Soft' }));
    if (amount) await user.type(screen.getByLabelText('Amount'), amount);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(calls, '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });
});

describe('security centre', () => {
  it('shows the profile labels the server keeps, masked contacts and the bank account; the nickname is editable', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/security-center');
    expect(await screen.findByText('Aung Min Htet')).toBeInTheDocument();
    expect(screen.getByText('Yangon')).toBeInTheDocument();
    expect(screen.getByText('+60 012****789')).toBeInTheDocument();
    expect(screen.getByText('de**@example.com')).toBeInTheDocument();
    expect(await screen.findByText('********4821')).toBeInTheDocument();
    expect(screen.queryByText('Zalo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit nickname' }));
    const nickname = screen.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Please enter a nickname.')).toBeInTheDocument();
    await user.type(nickname, 'Golden Tiger');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByRole('heading', { name: 'Golden Tiger' })).toBeInTheDocument();
    expect(db.memberByName('demo')?.nickname).toBe('Golden Tiger');
  });

  it('changes the mobile number with codes to the old and the new number and the login password, encrypted; a wrong one keeps what was typed', async () => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/member/security-center');
    await user.click(await screen.findByRole('button', { name: 'Change mobile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change mobile number' });
    // The code to the number bound now has its own button and countdown.
    const [oldNumberButton, newNumberButton] = within(dialog).getAllByRole('button', { name: 'Send code' });
    await user.click(oldNumberButton!);
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /Resend in \d+ s/ })).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, '/wps/verification/sms/member')[0]!.body)).toEqual({ purpose: 'verifyOldMobile' });
    await user.type(within(dialog).getByLabelText('Code sent to 012****789'), '123456');
    await user.type(within(dialog).getByLabelText('New mobile number'), '0197654321');
    await user.click(newNumberButton!);
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /Resend in \d+ s/ })).toHaveLength(2));
    await user.type(within(dialog).getByLabelText('Code sent to the new number'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save mobile number' }));
    expect(await within(dialog).findByText('Please enter your login password.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/mobile')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Login password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Save mobile number' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The login password is wrong.');
    expect(within(dialog).getByLabelText('New mobile number')).toHaveValue('0197654321');
    expect(db.memberByName('demo')?.mobileNum).toBe('0123456789');
    // The password travels sealed, never as plaintext.
    expect(callsTo(calls, '/wps/member/mobile')[0]!.body).not.toContain('wrong');

    await user.clear(within(dialog).getByLabelText('Login password'));
    await user.type(within(dialog).getByLabelText('Login password'), 'Demo@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save mobile number' }));
    expect(await screen.findByText('+60 019****321')).toBeInTheDocument();
    expect(db.memberByName('demo')?.mobileNum).toBe('0197654321');
  });

  it('changes the e-mail only with the login password, and tells the bound mobile', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/security-center');
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail' });
    await user.type(within(dialog).getByLabelText('New e-mail'), 'aung.min@example.com');
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.type(within(dialog).getByLabelText('Login password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Save e-mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The login password is wrong.');
    expect(db.state.outbox ?? []).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Login password'));
    await user.type(within(dialog).getByLabelText('Login password'), 'Demo@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.memberByName('demo')?.email).toBe('aung.min@example.com');
    expect(db.state.outbox).toEqual([expect.objectContaining({ channel: 'sms', to: '0123456789' })]);
  });

  it('sets a first payment password with the login password, encrypted', async () => {
    signInAs('newbie');
    const calls = recordCalls();
    const { user } = await renderApp('/member/security-center');
    await user.click(await screen.findByRole('button', { name: 'Set payment password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set payment password' });
    await user.type(within(dialog).getByLabelText('Login password'), '123456');
    await user.type(within(dialog).getByLabelText('New payment password'), '13579');
    await user.type(within(dialog).getByLabelText('Confirm payment password'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Save payment password' }));
    expect(await within(dialog).findByText('The payment password is 6 digits.')).toBeInTheDocument();
    expect(within(dialog).getByText('The two passwords are inconsistent.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/paymentPassword')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('New payment password'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save payment password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(money().newbie?.paymentPassword).toBe('135790');
    const [sent] = callsTo(calls, '/wps/member/paymentPassword');
    expect(JSON.parse(sent!.body)).toEqual({
      keyId: expect.any(String),
      key: expect.any(String),
      iv: expect.any(String),
      data: expect.any(String),
      timestamp: expect.any(Number),
      nonce: expect.any(String),
    });
    expect(sent!.body).not.toContain('135790');
    expect(await screen.findByRole('button', { name: 'Change payment password' })).toBeInTheDocument();
  });

  it('adds bank accounts up to the configured limit, listed masked', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/security-center');
    for (const [bank, number] of [
      ['CIMB Bank', '8001 2345 67'],
      ['Public Bank', '3102456789'],
    ]) {
      await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
      // The banks are asked for when the dialog opens.
      await within(dialog).findByRole('option', { name: bank! });
      await user.selectOptions(within(dialog).getByLabelText('Bank'), bank!);
      expect(within(dialog).getByLabelText('Payee name')).toHaveValue('AUNG MIN HTET');
      await user.type(within(dialog).getByLabelText('Account number'), number!);
      await user.type(within(dialog).getByLabelText('Login password'), bank === 'CIMB Bank' ? 'wrong' : 'Demo@1234');
      await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
      if (bank === 'CIMB Bank') {
        // A stolen session alone cannot add an account: the login password is asked again.
        expect(await within(dialog).findByRole('alert')).toHaveTextContent('The login password is wrong.');
        await user.clear(within(dialog).getByLabelText('Login password'));
        await user.type(within(dialog).getByLabelText('Login password'), 'Demo@1234');
        await user.click(within(dialog).getByRole('button', { name: 'Add bank account' }));
      }
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const list = screen.getByRole('list', { name: 'Bank accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('******4567')).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add bank account' })).not.toBeInTheDocument();
    expect(screen.getByText(/the most bank accounts allowed \(3\)/)).toBeInTheDocument();
  });
});

describe('deposit (depositv2)', () => {
  it('refuses an amount outside the channel’s limits and sends nothing', async () => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/member/deposit');
    await user.type(await screen.findByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The smallest amount is RM 30.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Weekend bonus 20%/ }));
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Deposit at least RM 300.00 to join this promotion.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/payment/deposit')).toHaveLength(0);
  });

  it('pays by DuitNow QR: the QR to scan, pending in the account record, then credited and the balance follows', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member/deposit');
    await user.click(await screen.findByRole('radio', { name: /DuitNow QR/ }));
    await user.click(screen.getByRole('button', { name: 'RM\u00a0100.00' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('img', { name: 'QR code to pay RM\u00a0100.00' })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ order: expect.stringMatching(/^DP-\d{8}-0001$/) });
    expect(db.state.ledger.demo?.[0]).toMatchObject({ type: 'deposit', amount: 100, status: 'pending' });

    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Deposit credited', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(db.state.ledger.demo?.find((entry) => entry.type === 'deposit')).toMatchObject({ status: 'success', balanceAfter: 12445.67 });
    await waitFor(() => expect(screen.getByLabelText('Balance', { selector: 'output' })).toHaveTextContent('RM 12,445.67'));
  });

  it('needs a bank transfer’s receipt, with the spec’s upload messages', async () => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/member/deposit');
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('ROYAL LOBBY SDN BHD')).toBeInTheDocument();
    expect(screen.getByText('5140 1234 5678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a receipt image.');

    const input = screen.getByLabelText(/Add image/);
    const picky = userEvent.setup({ applyAccept: false });
    await picky.upload(input, new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only png or jpg')).toBeInTheDocument();
    await picky.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Image over 5 MB')).toBeInTheDocument();
    await picky.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await screen.findByText('More than 3 images')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
    expect(callsTo(calls, '/wps/payment/deposit/DP-20261121-0001/confirm')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove 3.png' }));
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText(/Payment under review|Deposit credited/)).toBeInTheDocument();
    expect(money().demo?.deposits[0]?.receiptCount).toBe(2);
  });
});

describe('withdraw', () => {
  it('refuses more than the withdrawable balance and sends nothing', async () => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/member/withdraw');
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('RM 12,000.00');
    await user.type(screen.getByLabelText('Amount'), '12000.01');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is more than the RM 12,000.00 available.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The smallest amount is RM 50.00.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/payment/withdraw')).toHaveLength(0);
  });

  it('keeps the form when the payment password is wrong', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/withdraw');
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.type(screen.getByLabelText('Payment password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is wrong.');
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
    expect(balanceOf('demo')).toBe(12345.67);
  });

  it('says the payment password is locked when the server locks it (issue 28), and moves nothing', async () => {
    signInAs('demo');
    // Four wrong ones already (the mocks' count): the fifth locks it for 15 minutes.
    db.update((state) => ((state.pinFailures ??= {}).demo = { count: PIN_LOCKOUT.maxFailures - 1, lockedUntil: 0 }));
    const { user } = await renderApp('/member/withdraw');
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.type(screen.getByLabelText('Payment password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong payment passwords: it is locked. Try again in 15 min.');
    expect(balanceOf('demo')).toBe(12345.67);
  });

  it('holds the amount, then the confirmation step: auto-receipt time, not received needs a proof, received', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/withdraw');
    await withdraw(user, '500', '300');
    expect(balanceOf('demo')).toBe(11545.67);
    expect(db.state.ledger.demo?.[0]).toMatchObject({ type: 'withdrawal', amount: -300 });
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('RM 11,200.00');

    const first = await screen.findByRole('listitem', { name: /RM\u00a0500\.00/ }, { timeout: 8000 });
    expect(await within(first).findByText('Paid · please confirm', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(first).getByText(/Counts as received at .+ \(in 30 min\) if you do not confirm\./)).toBeInTheDocument();
    expect(within(first).getByText('Remaining amount').nextSibling).toHaveTextContent('RM 0.00');
    expect(screen.getByRole('note')).toHaveTextContent('a forced receipt is not refunded');

    await user.click(within(first).getByRole('button', { name: 'Not received RM\u00a0500.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not received' });
    await user.click(within(dialog).getByRole('button', { name: 'Report not received' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please add at least one proof image.');
    await user.upload(within(dialog).getByLabelText(/Add image/), png('statement.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Report not received' }));
    expect(await within(first).findByText('Reported not received')).toBeInTheDocument();

    const second = screen.getByRole('listitem', { name: /RM\u00a0300\.00/ });
    const calls = recordCalls();
    await user.click(await within(second).findByRole('button', { name: 'Received RM\u00a0300.00' }));
    // Issue 27/28: what is confirmed, that it is final, and asked once more; nothing sent yet.
    const asked = await screen.findByRole('dialog', { name: 'Confirm receipt?' });
    expect(within(asked).getByText('Amount').nextSibling).toHaveTextContent('RM 300.00');
    expect(within(asked).getByText('Remaining amount').nextSibling).toHaveTextContent('RM 0.00');
    expect(within(asked).getByRole('note')).toHaveTextContent('A confirmed receipt is final and is not refunded.');
    expect(callsTo(calls, '/wps/payment/withdraw/confirm')).toHaveLength(0);
    await user.click(within(asked).getByRole('button', { name: 'Yes, received' }));
    expect(await within(second).findByText('Received')).toBeInTheDocument();
    // The dialog closes once the balances it changed have been asked again (the list shows the answer before).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm receipt?' })).not.toBeInTheDocument());
    expect(money().demo?.withdrawals.map((withdrawal) => withdrawal.status)).toEqual(['completed', 'disputed']);
  });

  it('asks before "All received", shows every withdrawal it confirms, and sends nothing on cancel', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/withdraw');
    await withdraw(user, '500', '300');
    const first = await screen.findByRole('listitem', { name: /RM\u00a0500\.00/ }, { timeout: 8000 });
    await within(first).findByText('Paid · please confirm', {}, { timeout: 8000 });
    await within(screen.getByRole('listitem', { name: /RM\u00a0300\.00/ })).findByText('Paid · please confirm', {}, { timeout: 8000 });
    const calls = recordCalls();

    await user.click(screen.getByRole('button', { name: 'All received' }));
    const asked = await screen.findByRole('dialog', { name: 'Confirm all received?' });
    expect(
      within(asked)
        .getAllByText('Amount')
        .map((label) => label.nextSibling?.textContent),
    ).toEqual(expect.arrayContaining(['RM\u00a0500.00', 'RM\u00a0300.00']));
    expect(within(asked).getByRole('note')).toHaveTextContent('is not refunded');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm all received?' })).not.toBeInTheDocument());
    expect(callsTo(calls, '/wps/payment/withdraw/confirm')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'All received' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm all received?' })).getByRole('button', { name: 'Yes, all received' }));
    await waitFor(() => expect(money().demo?.withdrawals.map((withdrawal) => withdrawal.status)).toEqual(['completed', 'completed']));
    expect(JSON.parse(callsTo(calls, '/wps/payment/withdraw/confirm')[0]?.body ?? '{}')).toMatchObject({ action: 'allReceived' });
  });
});

describe('transfer to upline', () => {
  it('sends money to the upline agent with the payment password', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/transfer-upline');
    expect(await screen.findByText('Upline agent agent1')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Amount'), '200');
    await user.type(screen.getByLabelText('Payment password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Transfer to agent1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is wrong.');
    expect(screen.getByLabelText('Amount')).toHaveValue('200');
    await user.clear(screen.getByLabelText('Payment password'));
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Transfer to agent1' }));
    expect(await screen.findByText(/RM 200\.00 sent to agent1\. Reference TF-\d{8}-\d{4}\./)).toBeInTheDocument();
    expect(balanceOf('demo')).toBe(12145.67);
    expect(balanceOf('agent1')).toBe(56200);
  });

  it('keeps the payment password out of the mutation cache, and a logout empties it (issue 28)', async () => {
    signInAs('demo');
    const { user, queryClient } = await renderApp('/member/transfer-upline');
    await user.type(await screen.findByLabelText('Amount'), '200');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(await screen.findByRole('button', { name: 'Transfer to agent1' }));
    expect(await screen.findByText(/RM 200\.00 sent to agent1/)).toBeInTheDocument();
    const cached = JSON.stringify(
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.variables),
    );
    expect(cached).toContain('200');
    expect(cached).not.toContain('246810');
    // What a logout and an account switch run (resetUserData): nothing the user sent stays.
    await resetUserData(queryClient);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });

  it('says so when the member has no upline', async () => {
    signInAs('expired');
    await renderApp('/member/transfer-upline');
    expect(await screen.findByText('You have no upline agent')).toBeInTheDocument();
  });
});

describe('trial users', () => {
  it.each(['/member/deposit', '/member/withdraw', '/member/wallet'])('are kept out of %s', async (path) => {
    signInAsTrial();
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });
});
