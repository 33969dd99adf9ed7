import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@/lib/i18n';
import { LiteAppLayer } from './lite-app-layer';

/**
 * The lite app's layer (offline page, update prompt, install offer) in a root of its own beside the app's,
 * so it shows even when the app's first screen cannot load (offline), in the language the app activated.
 */
export function mountLiteAppLayer(): void {
  if (document.getElementById('lite-app')) return;
  const host = document.createElement('div');
  host.id = 'lite-app';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LiteAppLayer />
      </I18nProvider>
    </StrictMode>,
  );
}
