import { resetDb } from './db/store';
import { currentScenario, SCENARIOS, setScenario, type Scenario } from './scenario';

/**
 * A small developer panel (mock mode only) to switch scenarios and reset the
 * demo data. Plain DOM on purpose: it is not part of the product, so it stays
 * out of the app's React tree and translations.
 */
export function mountMockPanel(): void {
  if (document.getElementById('mock-panel')) return;
  const panel = document.createElement('details');
  panel.id = 'mock-panel';
  panel.setAttribute(
    'style',
    'position:fixed;left:12px;bottom:12px;z-index:9999;font:12px system-ui;background:#10162a;color:#e6ebff;border:1px solid #2b3656;border-radius:10px;padding:6px 10px;box-shadow:0 6px 20px rgb(0 0 0 / 45%);opacity:.92',
  );
  const summary = document.createElement('summary');
  summary.textContent = `Mocks: ${currentScenario()}`;
  summary.style.cursor = 'pointer';
  const label = document.createElement('label');
  label.textContent = 'Scenario ';
  label.style.display = 'block';
  label.style.margin = '8px 0';
  const select = document.createElement('select');
  for (const scenario of SCENARIOS) {
    const option = document.createElement('option');
    option.value = scenario;
    option.textContent = scenario;
    option.selected = scenario === currentScenario();
    select.append(option);
  }
  select.addEventListener('change', () => {
    setScenario(select.value as Scenario);
    const url = new URL(window.location.href);
    url.searchParams.delete('scenario');
    window.location.assign(url.toString());
  });
  label.append(select);
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Reset demo data';
  reset.addEventListener('click', () => {
    resetDb();
    sessionStorage.clear();
    window.location.assign('/');
  });
  panel.append(summary, label, reset);
  document.body.append(panel);
}
