import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentTiming } from '@mocks/db/payments';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

// Issue 32, deposit on a phone: whole journeys on two busy cores take seconds.
vi.setConfig({ testTimeout: 30_000 });

const timing = { ...paymentTiming };
beforeEach(() => Object.assign(paymentTiming, { depositCreditMs: 0, withdrawalPayoutMs: 0 }));
afterEach(() => {
  Object.assign(paymentTiming, timing);
  vi.useRealTimers();
});

async function openQrOrder() {
  signInAs('demo');
  const view = await renderApp('/member/deposit');
  await view.user.click(await screen.findByRole('radio', { name: /DuitNow QR/ }));
  await view.user.click(screen.getByRole('button', { name: 'RM\u00a0100.00' }));
  await view.user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('img', { name: 'QR code to pay RM\u00a0100.00' });
  return view;
}

describe('a deposit on a phone', () => {
  it('counts down to the deadline every second, then says the time has passed', async () => {
    // A controlled clock: only Date and the countdown's interval are fake; the calls and the typing run in real time.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date(2026, 10, 26, 12, 0, 0) });
    await openQrOrder();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('30:00 left');
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('28:59 left');
    act(() => vi.advanceTimersByTime(29 * 60_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The time to pay has passed');
  });

  it('offers the QR as an image to save for the bank app on the same phone', async () => {
    await openQrOrder();
    expect(screen.getByRole('button', { name: 'Save QR image' })).toBeEnabled();
    expect(screen.getByText(/scan from gallery/)).toBeInTheDocument();
  });

  it("opens the payer's bank app on this payment where the channel gives a link (contract 2.4.0)", async () => {
    await openQrOrder();
    const open = screen.getByRole('link', { name: 'Open bank app' });
    expect(open.getAttribute('href')).toMatch(/^https:\/\/pay\.duitnow\.example\/open\?ref=DP-/);
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('after the credit, ticks every step and makes "Play now" the main button, "Make another deposit" the second', async () => {
    const { user } = await openQrOrder();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('Deposit credited', {}, { timeout: 8000 })).toBeInTheDocument();
    const steps = document.querySelectorAll('.steps__item');
    expect([...steps].map((step) => step.className)).toEqual(['steps__item is-done', 'steps__item is-done', 'steps__item is-done']);
    const play = screen.getByRole('link', { name: 'Play now' });
    expect(play).toHaveAttribute('href', '/');
    expect(play).toHaveClass('button--primary');
    expect(screen.getByRole('button', { name: 'Make another deposit' })).not.toHaveClass('button--primary');
  });
});
