import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { i18n } from '@/lib/i18n';
import { LanguageDirection } from '@/ui/direction';
import type { createAppRouter } from './router';

/** The providers every screen runs under; tests render the same tree. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LanguageDirection>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </LanguageDirection>
      </I18nProvider>
    </StrictMode>
  );
}
