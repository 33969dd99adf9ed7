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

// Tests read English: the source locale, no catalog needed.
i18n.loadAndActivate({ locale: 'en', messages: {} });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
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
