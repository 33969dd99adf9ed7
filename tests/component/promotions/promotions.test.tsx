import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { promotionsOf } from '@mocks/db/promotions';
import { PERMISSION } from '@mocks/db/site-config';
import { server } from '@mocks/node';
import { okResponse } from '@mocks/handlers/respond';
import { signInAs, signInAsTrial } from '../../support/games';
import { renderApp } from '../../support/render';

const card = (name: string | RegExp) => screen.findByRole('article', { name });
const balance = () => db.memberByName('demo')!.balance;
const ledger = () => db.state.ledger.demo ?? [];

describe('/promotions (SPEC 9 filters, guests read)', { timeout: 30_000 }, () => {
  it('filters through the URL and opens a promotion in full, sanitised', async () => {
    const { user, router } = await renderApp('/promotions');
    expect(await card('Welcome bonus 100%')).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Promotion filters' });
    expect(within(filters).getAllByRole('link')).toHaveLength(15);
    await user.click(within(filters).getByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'rng' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Welcome bonus 100%' })).not.toBeInTheDocument());
    expect(within(filters).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(await card('Weekly slot reload 30%')).getByRole('link', { name: 'Details of Weekly slot reload 30%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly slot reload 30%' });
    expect(within(dialog).getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ category: 'rng', id: 'PR-SLOT-WEEKLY' });
  });

  it('marks only the chosen filter as current: "All" gives up its highlight to "Sports"', async () => {
    await renderApp('/promotions?category=sports');
    const filters = await screen.findByRole('navigation', { name: 'Promotion filters' });
    await waitFor(() => expect(within(filters).getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page'));
    expect(within(filters).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(
      within(filters)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('removes scripts and handlers from the rich content', async () => {
    server.use(
      http.get('*/wps/promotion/list', () =>
        okResponse({
          list: [
            {
              promotionId: 'PR-X',
              title: 'Tricky',
              category: 'other',
              kind: 'bonus',
              imageUrl: '/mock-assets/promotions/x.svg',
              startTime: '2026-11-01 00:00:00',
              endTime: null,
              summary: 'Short',
              content: '<p>Safe text</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
              status: 'join',
            },
          ],
        }),
      ),
    );
    await renderApp('/promotions?id=PR-X');
    const dialog = await screen.findByRole('dialog', { name: 'Tricky' });
    expect(within(dialog).getByText('Safe text')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('asks a guest to log in before applying, and comes back here', async () => {
    const { user, router } = await renderApp('/promotions?category=rng');
    await user.click(within(await card('Weekly slot reload 30%')).getByRole('button', { name: 'Log in to apply to Weekly slot reload 30%' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/promotions?category=rng' });
  });

  it('shows a trial user the real-account dialog instead of applying', async () => {
    signInAsTrial();
    const { user } = await renderApp('/promotions?category=rng');
    await user.click(within(await card('Weekly slot reload 30%')).getByRole('button', { name: 'Apply now to Weekly slot reload 30%' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
  });

  it('lets demo apply: the card shows the new status', async () => {
    signInAs('demo');
    const { user } = await renderApp('/promotions?category=rng');
    const slot = await card('Weekly slot reload 30%');
    await user.click(within(slot).getByRole('button', { name: 'Apply now to Weekly slot reload 30%' }));
    expect(await within(slot).findByText('Applying')).toBeInTheDocument();
    expect(within(slot).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(promotionsOf(db.state, 'demo').standings['PR-SLOT-WEEKLY']?.status).toBe('applying');
  });
});

describe('the reward centre', { timeout: 30_000 }, () => {
  it('lists every status with its action and counts the rewards to claim in the menu', async () => {
    signInAs('demo');
    await renderApp('/member/reward-center');
    expect(await screen.findByText('Rewards ready to claim: 4')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(await within(menu).findByTestId('count-rewardCenter')).toHaveTextContent('4');
    const list = screen.getByRole('list', { name: 'Activities' });
    for (const status of ['Open', 'Applying', 'Rejected', 'Ready to claim', 'Claimed', 'Processing', 'Joined', 'Coming soon', 'Closed']) {
      expect(within(list).getAllByText(status).length).toBeGreaterThan(0);
    }
    expect(within(list).getByText(/only 4 legs/)).toBeInTheDocument();
  });

  it('claims a reward into the wallet and the account record; the badge drops', async () => {
    signInAs('demo');
    const before = balance();
    const { user } = await renderApp('/member/reward-center?tab=claimable');
    await user.click(await screen.findByRole('button', { name: 'Claim the reward of Live casino cashback 5%' }));
    expect(await screen.findByText('Rewards ready to claim: 3')).toBeInTheDocument();
    expect(balance()).toBeCloseTo(before + 58.8);
    expect(ledger()[0]).toMatchObject({ type: 'bonus', amount: 58.8, status: 'success' });
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    await waitFor(() => expect(within(menu).getByTestId('count-rewardCenter')).toHaveTextContent('3'));
  });

  it('claims a raffle prize with the raffle claim (SPEC 7)', async () => {
    signInAs('demo');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const { user } = await renderApp('/member/reward-center?tab=claimable');
    await user.click(await screen.findByRole('button', { name: 'Claim prize of November lucky draw' }));
    await waitFor(() => expect(promotionsOf(db.state, 'demo').standings['RAFFLE-2026-11']?.status).toBe('claimed'));
    expect(calls).toContain('/wps/promotion/raffle/claim');
    server.events.removeAllListeners();
  });

  it('opens a red envelope and credits the wallet', async () => {
    signInAs('demo');
    const before = balance();
    const { user } = await renderApp('/member/reward-center');
    await user.click(await screen.findByRole('button', { name: 'Open Weekend lucky envelope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekend lucky envelope' });
    await user.click(within(dialog).getByRole('button', { name: 'Open the envelope' }));
    expect(await within(dialog).findByText(/Added to your wallet/)).toBeInTheDocument();
    expect(balance()).toBeGreaterThan(before);
    expect(ledger()[0]).toMatchObject({ type: 'bonus', remark: 'Red envelope: Weekend lucky envelope' });
  });

  it('says in the form error style when an envelope does not open, and keeps it closed', async () => {
    signInAs('demo');
    server.use(
      http.post('*/wps/promotion/redEnvelope/open', () =>
        HttpResponse.json({ success: false, message: 'The envelope has expired', value: { code: 'ENVELOPE_EXPIRED' } }),
      ),
    );
    const { user } = await renderApp('/member/reward-center');
    await user.click(await screen.findByRole('button', { name: 'Open Weekend lucky envelope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekend lucky envelope' });
    await user.click(within(dialog).getByRole('button', { name: 'Open the envelope' }));
    // form__error is the form kit's styled error; the old "form-error" had no CSS and showed as plain text.
    expect(await within(dialog).findByRole('alert')).toHaveClass('form__error');
    expect(within(dialog).getByRole('button', { name: 'Open the envelope' })).toBeEnabled();
  });

  it('says what went wrong when a claim fails, and keeps the page', async () => {
    signInAs('demo');
    server.use(
      http.post('*/wps/promotion/claim', () => HttpResponse.json({ success: false, message: 'Nothing to claim', value: { code: 'NOTHING_TO_CLAIM' } })),
    );
    const { user } = await renderApp('/member/reward-center?tab=claimable');
    await user.click(await screen.findByRole('button', { name: 'Claim the reward of Live casino cashback 5%' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim the reward of Live casino cashback 5%' })).toBeInTheDocument();
  });
});

const permissionWithout = (change: Partial<typeof PERMISSION>) => http.get('*/wps/system/permission', () => okResponse({ ...PERMISSION, ...change }));

describe('invite friends (REFERRAL)', { timeout: 30_000 }, () => {
  it('shows the invite link, its QR code and the friends with their reward', async () => {
    signInAs('demo');
    await renderApp('/member/referral');
    expect(await screen.findByRole('textbox', { name: 'Invite link' })).toHaveValue(
      'http://localhost:3000/register?referralCode=DEMO8K2Q'.replace('http://localhost:3000', window.location.origin),
    );
    expect(screen.getByRole('img', { name: 'Invite link QR code' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Friends invited' });
    expect(await within(table).findByText('ko***88')).toBeInTheDocument();
    expect(within(table).getAllByText('Qualified')).toHaveLength(3);
    expect(within(table).getByText('150.00')).toBeInTheDocument();
  });

  it('is hidden from the menu and says so on the page when REFERRAL is off', async () => {
    signInAs('demo');
    server.use(permissionWithout({ availablePromo: [{ code: 'REFERRAL', enabled: false }] }));
    await renderApp('/member/referral');
    expect(await screen.findByText('This feature is not available on this site.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).queryByRole('link', { name: /Invite friends/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();
  });
});

describe('manual rebate (MANPLAYREB3)', { timeout: 30_000 }, () => {
  it('claims the rebate of every game type into the wallet as a rebate', async () => {
    signInAs('demo');
    const before = balance();
    const { user } = await renderApp('/member/rebate');
    const table = await screen.findByRole('table', { name: 'Rebate by game type' });
    expect(await within(table).findByText('Slots')).toBeInTheDocument();
    const total = Number((await screen.findByTestId('rebate-total')).textContent!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Claim all' }));
    await waitFor(() => expect(screen.getByTestId('rebate-total')).toHaveTextContent('0.00'));
    expect(balance()).toBeCloseTo(before + total);
    expect(ledger()[0]).toMatchObject({ type: 'rebate', amount: total });
    expect(screen.getByRole('button', { name: 'Claim all' })).toBeDisabled();
  });

  it('is hidden when MANPLAYREB3 is off', async () => {
    signInAs('demo');
    server.use(permissionWithout({ whitelabel: PERMISSION.whitelabel?.map((flag) => (flag.modId === 'MANPLAYREB3' ? { ...flag, enabled: false } : flag)) }));
    await renderApp('/member/rebate');
    expect(await screen.findByText('This feature is not available on this site.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).queryByRole('link', { name: 'Manual rebate' })).not.toBeInTheDocument();
  });
});

describe('missions', { timeout: 30_000 }, () => {
  it('shows the summary, the leaderboard with the member marked, and the badge', async () => {
    signInAs('demo');
    await renderApp('/member/missions');
    expect(await screen.findByText('3 of 8 missions completed')).toBeInTheDocument();
    expect(screen.getByText(/Mission rewards ready to claim: 1, worth 8.88/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(await within(table).findByText('de***mo (you)')).toBeInTheDocument();
    expect(within(table).getByText('888.00')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(await within(menu).findByTestId('count-missionLeaderboard')).toHaveTextContent('1');
  });
});

// Whole-page journeys through the lobby's footer and side menu: slower on a busy machine.
describe('winners, app download and install guides', { timeout: 30_000 }, () => {
  it('reaches the winners list from the footer', async () => {
    const { user, router } = await renderApp('/promotions');
    const footer = await screen.findByRole('navigation', { name: 'Help and information' });
    await user.click(within(footer).getByRole('link', { name: 'Winners' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/winners'));
    expect(await screen.findByRole('list', { name: 'Biggest wins' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('reaches the app download page from the side menu, then a guide', async () => {
    const { user } = await renderApp('/winners');
    await user.hover(await screen.findByRole('button', { name: 'App download' }));
    await user.click(await screen.findByRole('link', { name: 'Install guides' }));
    expect(await screen.findByRole('img', { name: 'iOS app QR code' }, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(within(screen.getByRole('list', { name: 'Install guides' })).getByRole('link', { name: /^Android/ }));
    expect(await screen.findByRole('heading', { name: 'Install on Android' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('answers an unknown guide with the not-found page', async () => {
    await renderApp('/app-download/windows');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Install on/ })).not.toBeInTheDocument();
  });
});
