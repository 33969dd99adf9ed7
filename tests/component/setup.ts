import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { session } from '@/api/session';
import { appLinkPrompt } from '@/features/auth/app-link-prompt';
import { resetDb, server, setScenario } from '@mocks/node';

// CI runs on two busy cores: a state may take longer than the 1 s default to arrive.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the router scrolls to the top on every navigation.
window.scrollTo = () => undefined;
// Nor do its elements (the hot games' track scrolls itself, src/ui/carousel-track.ts).
Element.prototype.scrollBy ??= () => undefined;
Element.prototype.scrollTo ??= () => undefined;

// Tests read English: the source locale, no catalog needed.
i18n.loadAndActivate({ locale: 'en', messages: {} });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

// What the site loads on demand (issue 12: dialogs, popups, Swiper, menus) arrives in a browser in a
// few milliseconds; here its first import also transforms its files, which on two busy cores can
// outlast a test's wait. Importing it once up front keeps the waits about states.
beforeAll(async () => {
  await Promise.all([
    import('@/ui/swiper-carousel'),
    import('@/features/notices/components/notice-popup'),
    import('@/features/games/components/game-popup'),
    import('@/features/games/components/sub-game-popup'),
    import('@/features/games/components/maintenance-dialog'),
    import('@/features/auth/components/trial-blocked-dialog'),
    import('@/features/support/components/feedback-dialog'),
    import('@/features/auth/components/change-password-dialog'),
    import('@/features/member/components/bind-email-dialog'),
    import('@/features/member/components/bind-mobile-dialog'),
    import('@/features/member/components/payment-password-dialog'),
    import('@/features/payments/components/add-bank-account-dialog'),
    import('@/features/shell/components/account-menu-dropdown'),
    import('@/features/shell/components/app-download-panel'),
    import('react-qr-code'),
  ]);
}, 60_000);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  session.clear();
  appLinkPrompt.set(null);
  localStorage.clear();
  setScenario('normal');
});
afterAll(() => server.close());
