import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WhitelabelFlag } from '@generated/model';
import { db } from '@mocks/db/store';
import { PERMISSION } from '@mocks/db/site-config';
import { emitMemberEvent } from '@mocks/events';
import { openMemberSockets } from '@mocks/handlers/realtime';
import { okResponse } from '@mocks/handlers/respond';
import { server } from '@mocks/node';
import { recordCalls, stubBrowserApis } from '../../support/accounts';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

stubBrowserApis();

const callsTo = (calls: ReturnType<typeof recordCalls>, path: string) => calls.filter((call) => call.path === path);
const unreadOf = (username: string) => (db.state.messages[username] ?? []).filter((message) => !message.read).length;

describe('messages (messageV2)', () => {
  it('lists the inbox unread first, opens a message sanitised and drops both badges at once', async () => {
    signInAs('demo');
    db.update((state) => {
      const [first] = state.messages.demo!;
      first!.content = '<p>Safe <b>bold</b></p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>';
    });
    const { user } = await renderApp('/member/messages');
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    const rows = within(inbox).getAllByRole('button');
    expect(rows).toHaveLength(10);
    // The three unread come first and say so to a screen reader.
    expect(rows.slice(0, 3).every((row) => row.textContent?.startsWith('Unread:'))).toBe(true);
    expect(rows[3]).not.toHaveTextContent('Unread:');
    expect(screen.getByText('Unread messages come first: 3 unread.')).toBeInTheDocument();

    const header = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(await within(menu).findByTestId('count-messageV2')).toHaveTextContent('3');

    await user.click(rows[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Your deposit of RM 500.00 is credited' });
    expect(within(dialog).getByText('bold')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // The badges drop while the dialog is still open: both read the one shared count.
    // (The page behind the modal is hidden from the accessibility tree, so read the label itself.)
    await waitFor(() => expect(header).toHaveAttribute('aria-label', 'Messages, 2 unread'));
    expect(within(menu).getByTestId('count-messageV2')).toHaveTextContent('2');
    expect(unreadOf('demo')).toBe(2);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getByText('Unread messages come first: 2 unread.')).toBeInTheDocument());
  });

  it('deletes a message only after the member confirms', async () => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/member/messages');
    const inbox = await screen.findByRole('list', { name: 'Inbox' });
    await user.click(within(inbox).getByRole('button', { name: /Scheduled maintenance of PG Soft/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance of PG Soft' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(within(inbox).queryByRole('button', { name: /Scheduled maintenance of PG Soft/ })).not.toBeInTheDocument());
    expect(db.state.messages.demo).toHaveLength(11);
    expect(screen.getByText('Message deleted.')).toBeInTheDocument();
  });

  it('pages through the inbox with the URL', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member/messages');
    await screen.findByRole('list', { name: 'Inbox' });
    expect(screen.getByText('Page 1 of 2 · 12 records')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageNo: 2 }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('button')).toHaveLength(2));
    expect(screen.getByRole('button', { name: /Welcome to Royal Lobby/ })).toBeInTheDocument();
  });

  it('says so when the inbox is empty', async () => {
    signInAs('newbie');
    db.update((state) => (state.messages.newbie = []));
    await renderApp('/member/messages');
    expect(await screen.findByText('Your inbox is empty')).toBeInTheDocument();
  });

  it('offers a retry when the call fails, then shows the inbox', async () => {
    let failing = true;
    server.use(
      http.get('*/wps/member/message', ({ request }) =>
        failing && !request.url.includes('/unread')
          ? HttpResponse.json({ success: false, message: 'boom', value: { code: 'SERVER_ERROR' } }, { status: 500 })
          : undefined,
      ),
    );
    signInAs('demo');
    const { user } = await renderApp('/member/messages');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: 'Inbox' })).toBeInTheDocument();
  });
});

describe('the points mall (PTSYS3)', () => {
  it('shows the balance, redeems with the payment password and lists the redeem as in process', async () => {
    signInAs('demo');
    const calls = recordCalls();
    const { user } = await renderApp('/pointMall');
    expect(await screen.findByRole('heading', { name: 'Points mall', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Points balance' }).nextElementSibling).toHaveTextContent('435'));
    const rewards = await screen.findByRole('list', { name: 'Rewards' });
    // 500 points for the voucher: more than demo has.
    const voucher = within(rewards).getByText('Grab voucher RM 50').closest('li')!;
    expect(within(voucher).getByRole('button', { name: 'Not enough points' })).toBeDisabled();
    await user.click(within(rewards).getByRole('button', { name: 'Redeem RM 20 bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem RM 20 bonus' });

    // Bad input: a message and nothing sent.
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem for 600 points' }));
    expect(await within(dialog).findByText('You do not have enough points for this many.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your payment password.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/points/redeem')).toHaveLength(0);

    // A wrong password: the server's refusal in words, and what was typed stays.
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '1');
    await user.type(within(dialog).getByLabelText('Payment password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem for 200 points' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment password is incorrect.');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('1');
    // The payload went encrypted.
    const sent = JSON.parse(callsTo(calls, '/wps/points/redeem')[0]!.body) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['data', 'iv', 'key', 'keyId', 'nonce', 'timestamp']);

    await user.clear(within(dialog).getByLabelText('Payment password'));
    await user.type(within(dialog).getByLabelText('Payment password'), 'Demo@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem for 200 points' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Points balance' }).nextElementSibling).toHaveTextContent('235'));
    expect(db.state.redeems.demo?.[0]).toMatchObject({ name: 'RM 20 bonus', status: 'inProcess' });

    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('table', { name: 'Redeem history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(5));
    const newest = within(history).getAllByRole('row')[1]!;
    expect(newest).toHaveTextContent('RM 20 bonus');
    expect(newest).toHaveTextContent('In process');
    expect(within(history).getByText('Rejected')).toBeInTheDocument();
    expect(within(history).getByText('Approved')).toBeInTheDocument();
  });

  it('converts points to cash and the header balance follows', async () => {
    signInAs('demo');
    const { user } = await renderApp('/pointMall');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Convert to cash' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Convert to cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points' });
    await user.clear(within(dialog).getByLabelText('Points to convert'));
    await user.type(within(dialog).getByLabelText('Points to convert'), '200');
    await user.type(within(dialog).getByLabelText('Payment password'), 'Demo@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Convert to RM\u00a020.00' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Balance', { selector: 'output' })).toHaveTextContent('RM 12,365.67'));
    expect(screen.getByText('RM 20.00 is in your main wallet.')).toBeInTheDocument();
    expect(db.state.ledger.demo?.[0]).toMatchObject({ amount: 20, status: 'success' });
  });

  it('lists points details with the SPEC 3 fields, filtered by point type', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/pointMall?tab=details');
    const table = await screen.findByRole('table', { name: 'Points details' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Reference number',
      'Apply time',
      'Type',
      'Name',
      'Quantity',
      'Points requirement',
      'Amount requirement',
      'Status',
      'Changed points',
      'Points balance',
      'Remark',
    ]);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(11));
    await user.selectOptions(screen.getByLabelText('Point type'), 'Live casino');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'details', type: 'live' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByText('Live casino')).toHaveLength(2);
  });

  it('shows the rules, the exchange rates and that points never expire', async () => {
    signInAs('demo');
    await renderApp('/pointMall?tab=rules');
    expect(await screen.findByText('Your points never expire.')).toBeInTheDocument();
    const rates = await screen.findByRole('table', { name: 'Exchange rates' });
    expect(within(rates).getByRole('row', { name: /Slots RM\u00a0100.00 1/ })).toBeInTheDocument();
  });

  it('is gone with PTSYS3 off: the page is not found and the member menu has no entry', async () => {
    server.use(http.get('*/wps/system/permission', () => okResponse({ ...PERMISSION, whitelabel: [{ modId: 'PTSYS3', enabled: false }] as WhitelabelFlag[] })));
    signInAs('demo');
    const calls = recordCalls();
    const { user, router } = await renderApp('/pointMall');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Points mall' })).not.toBeInTheDocument();
    await router.navigate({ to: '/promotions' });
    await user.click(await screen.findByRole('button', { name: /^Account menu:/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Points mall' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/wps/points/balance')).toHaveLength(0);
  });
});

describe('contracts', () => {
  it('accepts the upline’s offer from the member centre', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/contracts');
    const offer = await screen.findByRole('article', { name: 'Dividend' });
    expect(within(offer).getByText('From agent1')).toBeInTheDocument();
    expect(within(offer).getByText('Weekly')).toBeInTheDocument();
    expect(within(offer).getByRole('columnheader', { name: 'Period valid bet' })).toBeInTheDocument();
    expect(within(offer).getByText('30%')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You agreed to the Dividend contract.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No offers are waiting.')).toBeInTheDocument());
    expect(db.state.contracts.find((contract) => contract.contractId === 'CT-2026-0201')?.status).toBe('accepted');
  });

  it('warns before an offer with a lower rate ends the contract the member holds', async () => {
    signInAs('demo');
    db.update((state) =>
      state.contracts.push({
        contractId: 'CT-LOW',
        contractType: 'dailySalary',
        status: 'offered',
        period: 'D',
        uplineAccount: 'agent1',
        downlineAccount: 'demo',
        tiers: [{ activeMemberCount: 3, rate: 0.4, dailyBetAmount: 10000 }],
      }),
    );
    const calls = recordCalls();
    const { user } = await renderApp('/member/contracts');
    const offers = await screen.findByRole('region', { name: 'Offers waiting for you' });
    const low = within(offers).getByRole('article', { name: 'Daily salary' });
    await user.click(within(low).getByRole('button', { name: 'Accept' }));
    const warning = within(low).getByRole('alert');
    expect(warning).toHaveTextContent(
      'You already hold a Daily salary contract paying up to 0.8%. This offer pays up to 0.4%. Agreeing ends your current contract.',
    );
    expect(callsTo(calls, '/wps/agent/contract/dailySalary')).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Keep my contract' }));
    expect(within(low).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(low).getByRole('button', { name: 'Accept' }));
    await user.click(within(within(low).getByRole('alert')).getByRole('button', { name: 'Agree anyway' }));
    await screen.findByText('You agreed to the Daily salary contract.');
    expect(db.state.contracts.find((contract) => contract.contractId === 'CT-2026-0105')?.status).toBe('terminated');
    expect(db.state.contracts.find((contract) => contract.contractId === 'CT-LOW')?.status).toBe('accepted');
  });

  it('rejects an offer and asks to end a held contract after confirming', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/contracts');
    const offer = await screen.findByRole('article', { name: 'Dividend' });
    await user.click(within(offer).getByRole('button', { name: 'Reject' }));
    await screen.findByText('You declined the Dividend offer.');
    expect(db.state.contracts.find((contract) => contract.contractId === 'CT-2026-0201')?.status).toBe('rejected');

    const held = screen.getByRole('article', { name: 'Daily salary' });
    await user.click(within(held).getByRole('button', { name: 'Request termination' }));
    const confirm = within(held).getByRole('alert');
    expect(confirm).toHaveTextContent('Ask agent1 to end this Daily salary contract?');
    await user.click(within(confirm).getByRole('button', { name: 'Request termination' }));
    await screen.findByText('You asked to end the Daily salary contract.');
    await waitFor(() => expect(screen.getByText('No contracts')).toBeInTheDocument());
    expect(db.state.contracts.find((contract) => contract.contractId === 'CT-2026-0105')?.status).toBe('terminated');
  });

  it('opens the contract modal right after a login when an offer waits, not on every visit', async () => {
    const { user } = await renderApp('/promotions');
    await screen.findByRole('heading', { name: 'Promotions' });
    expect(screen.queryByRole('dialog', { name: 'Contracts' })).not.toBeInTheDocument();
    // The login of this page (the login dialog's result): a session starts.
    signInAs('demo');
    const modal = await screen.findByRole('dialog', { name: 'Contracts' });
    expect(within(modal).getByRole('article', { name: 'Dividend' })).toBeInTheDocument();
    await user.click(within(modal).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(modal).not.toBeInTheDocument());
  });

  it('does not pop up for a page opened with a session already running', async () => {
    signInAs('demo');
    await renderApp('/promotions');
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    await waitFor(() => expect(openMemberSockets()).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog', { name: 'Contracts' })).not.toBeInTheDocument();
  });
});

describe('real-time notices (SPEC 6)', () => {
  it('a credited deposit arrives on the socket: a toast, and the header balance moves without a reload', async () => {
    signInAs('demo');
    await renderApp('/promotions');
    const balance = await screen.findByLabelText('Balance', { selector: 'output' });
    await waitFor(() => expect(balance).toHaveTextContent('RM 12,345.67'));
    await waitFor(() => expect(openMemberSockets()).toBeGreaterThan(0));

    db.update(() => (db.memberByName('demo')!.balance = 12_845.67));
    emitMemberEvent({ type: 'depositCredited', username: 'demo', amount: 500, reference: 'DP-TEST-1', at: Date.now() });
    expect(await screen.findByText('Your deposit of RM 500.00 is credited to your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(balance).toHaveTextContent('RM 12,845.67'));
  });

  it('a new message raises the unread badge; another member’s event shows nothing', async () => {
    signInAs('demo');
    await renderApp('/promotions');
    await screen.findByRole('link', { name: 'Messages, 3 unread' });
    await waitFor(() => expect(openMemberSockets()).toBeGreaterThan(0));

    emitMemberEvent({ type: 'withdrawalApproved', username: 'agent1', amount: 100, at: Date.now() });
    db.update((state) => state.messages.demo!.unshift({ ...state.messages.demo![0]!, messageId: 'MSG-NEW', read: false, title: 'Fresh news' }));
    emitMemberEvent({ type: 'newMessage', username: 'demo', reference: 'MSG-NEW', at: Date.now() });
    expect(await screen.findByText('You have a new message.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Messages, 4 unread' })).toBeInTheDocument();
    expect(screen.queryByText(/Your withdrawal of/)).not.toBeInTheDocument();
  });

  it('refuses a socket whose first frame has no live session (close 4401), and reads no token from the URL', async () => {
    signInAs('demo');
    const live = 'test-token-demo';
    for (const [url, frame] of [
      ['ws://localhost/wps/ws/member', JSON.stringify({ type: 'auth', token: 'nope' })],
      [`ws://localhost/wps/ws/member?token=${live}`, 'hello'],
    ] as const) {
      const socket = new WebSocket(url);
      socket.addEventListener('open', () => socket.send(frame));
      const code = await new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
      expect(code).toBe(4401);
    }
  });
});

describe('the help centre page', () => {
  it('is reached from the footer, lists the topics and filters them by a search', async () => {
    const { user, router } = await renderApp('/promotions');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Help centre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help-centre'));
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 1 })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Help topics' });
    const before = within(nav).getAllByRole('listitem').length;
    expect(before).toBeGreaterThan(2);
    await user.type(screen.getByLabelText('Search the help centre'), 'withdraw');
    await waitFor(() => expect(within(nav).getAllByRole('listitem').length).toBeLessThan(before));
    await user.clear(screen.getByLabelText('Search the help centre'));
    await user.type(screen.getByLabelText('Search the help centre'), 'zzzz no such thing');
    expect(await screen.findByText('No topic matches your search')).toBeInTheDocument();
  });
});
