import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WHITELABEL } from '@mocks/db/site-config';
import { db } from '@mocks/db/store';
import { callsTo, recordCalls } from '../../support/accounts';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

// Whole journeys (typing, several calls) on two busy cores: seconds each.
vi.setConfig({ testTimeout: 30_000 });

const flag = WHITELABEL.find((entry) => entry.modId === 'PLAYSAFE3')!;
afterEach(() => {
  flag.enabled = true;
});

const limitOf = (kind: string) => db.state.playSafely?.demo?.limits[kind as 'depositDay'];

describe('play safely (issue 30)', () => {
  it('sets a daily deposit limit at once, and a raise waits for the 24-hour cooling-off', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/play-safely');
    const amount = await screen.findByLabelText('Amount (RM)');
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(screen.getByTestId('limit-depositDay')).toHaveTextContent('RM 100.00'));
    expect(limitOf('depositDay')).toEqual({ value: 100, pending: null });

    await user.type(screen.getByLabelText('Amount (RM)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    const row = screen.getByRole('listitem', { name: 'Deposits per day' });
    expect(await within(row).findByRole('note')).toHaveTextContent(/Raising to RM 500\.00 waits for the 24-hour cooling-off: from /);
    expect(screen.getByTestId('limit-depositDay')).toHaveTextContent('RM 100.00');
    expect(limitOf('depositDay')?.pending?.value).toBe(500);
  });

  it('sends nothing for session minutes out of range', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/play-safely');
    await user.selectOptions(await screen.findByLabelText('Limit'), 'sessionMinutes');
    const calls = recordCalls();
    await user.type(screen.getByLabelText('Minutes'), '3');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Enter whole minutes from 5 to 1440.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/playSafely/limit')).toHaveLength(0);
  });

  it('shows the reality check when it is due, and it can only be answered', async () => {
    signInAs('demo');
    db.update((state) => {
      (state.playSafely ??= {}).demo = { limits: {}, realityCheckMinutes: 15, break: null };
      state.clockOffsetMs = 16 * 60_000;
    });
    const { user } = await renderApp('/rng');
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have been playing for 16 min since you logged in.');
    expect(within(check).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
    await user.click(within(check).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('with the merchant flag off: no page in the menu, no footer link, no reality check, and no limit refuses a deposit', async () => {
    flag.enabled = false;
    signInAs('demo');
    db.update((state) => {
      (state.playSafely ??= {}).demo = { limits: { depositDay: { value: 10, pending: null } }, realityCheckMinutes: 15, break: null };
      state.clockOffsetMs = 16 * 60_000;
    });
    const { user } = await renderApp('/member/deposit');
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    await within(menu).findByRole('link', { name: 'Deposit' });
    expect(within(menu).queryByRole('link', { name: 'Play safely' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Play safely' })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Amount'), '150');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(db.state.payments?.demo?.deposits.some((deposit) => deposit.amount === 150)).toBe(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
