import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { handlers, onlyHttp } from '@mocks/handlers';
import { server } from '@mocks/node';
import { callsTo, recordCalls } from '../../support/accounts';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

// Whole journeys on two busy cores: seconds each.
vi.setConfig({ testTimeout: 30_000 });

const TRANSFER = '/wps/relay/GCS_walletTransfer';
const mainBalance = () => db.memberByName('demo')?.balance;
const jdbBalance = () => db.memberByName('demo')?.wallets.JDB;

/** Every Idempotency-Key the site sent to an operation. */
function keysSentTo(path: string): string[] {
  const keys: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) keys.push(request.headers.get('Idempotency-Key') ?? '');
  });
  return keys;
}

async function fillTransfer(amount: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Transfer in to JDB Gaming' }));
  await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
}

describe('money moves once (issue 21)', () => {
  it('sends one transfer for a double click', async () => {
    signInAs('demo');
    const calls = recordCalls();
    await renderApp('/member/wallet');
    await fillTransfer('100');
    const button = screen.getByRole('button', { name: 'Transfer' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('wallet-JDB')).toHaveTextContent('RM 100.00'));
    expect(callsTo(calls, TRANSFER)).toHaveLength(1);
    expect(mainBalance()).toBe(12245.67);
  });

  it('moves the money once when the answer was lost and the person sends again', async () => {
    signInAs('demo');
    const keys = keysSentTo(TRANSFER);
    let lost = false;
    // The server moves the money, then the answer never arrives (a dropped connection).
    server.use(
      http.post(`*${TRANSFER}`, async ({ request }) => {
        if (lost) return undefined;
        lost = true;
        await getResponse(onlyHttp(handlers), request.clone());
        return HttpResponse.error();
      }),
    );
    await renderApp('/member/wallet');
    await fillTransfer('100');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Network link abnormal. Please try again.')).toBeInTheDocument();
    expect(jdbBalance()).toBe(100);
    // The same submission again: the same key, so the server answers the first result and moves nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByTestId('wallet-JDB')).toHaveTextContent('RM 100.00'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(mainBalance()).toBe(12245.67);
    expect(jdbBalance()).toBe(100);
  });

  it('uses a new key for the next transfer after a success', async () => {
    signInAs('demo');
    const keys = keysSentTo(TRANSFER);
    await renderApp('/member/wallet');
    await fillTransfer('100');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByTestId('wallet-JDB')).toHaveTextContent('RM 100.00'));
    await fillTransfer('100');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByTestId('wallet-JDB')).toHaveTextContent('RM 200.00'));
    expect(new Set(keys).size).toBe(2);
    expect(mainBalance()).toBe(12145.67);
  });
});
