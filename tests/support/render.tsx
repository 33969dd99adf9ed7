import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app';
import { createQueryClient } from '@/query-client';
import { createAppRouter } from '@/router';

/**
 * Renders the whole app (real providers, router and query client, retries
 * off) at a path, against the MSW node server.
 */
export async function renderApp(path = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(queryClient, { history });
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} router={router} />);
  await router.load();
  return { ...view, router, queryClient, user, screen };
}
