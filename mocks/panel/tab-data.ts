import { refreshApp } from '../app-bridge';
import { resetDb } from '../db/store';
import { currentScenario, SCENARIOS, setScenario, type Scenario } from '../scenario';
import { h } from './dom';
import { presets } from './presets';

export function renderDataTab(rerender: () => void): HTMLElement {
  const status = h('p', { class: 'mock-panel__status', role: 'status' });
  const scenario = h(
    'select',
    { id: 'mock-panel-scenario', class: 'mock-panel__select' },
    ...SCENARIOS.map((name) => h('option', { value: name, selected: name === currentScenario() }, name)),
  );
  scenario.addEventListener('change', () => {
    setScenario(scenario.value as Scenario);
    const url = new URL(window.location.href);
    url.searchParams.delete('scenario');
    window.location.assign(url.toString());
  });
  const reset = h('button', { type: 'button', class: 'mock-panel__button mock-panel__button--danger' }, 'Reset demo data');
  reset.addEventListener('click', () => {
    resetDb();
    sessionStorage.removeItem('session');
    window.location.assign('/');
  });
  return h(
    'div',
    { class: 'mock-panel__stack' },
    h('h3', { class: 'mock-panel__heading' }, 'Data at scale'),
    h(
      'ul',
      { class: 'mock-panel__list', 'aria-label': 'Data presets' },
      ...presets().map((preset) =>
        h(
          'li',
          { class: 'mock-panel__row' },
          h('span', null, `${preset.label} for `, h('strong', null, preset.target)),
          preset.active
            ? h('span', { class: 'mock-panel__chip' }, 'active')
            : h(
                'button',
                {
                  type: 'button',
                  class: 'mock-panel__button',
                  'data-focus-key': `preset-${preset.id}`,
                  'aria-label': `Fill ${preset.label} for ${preset.target}`,
                  onclick: () => {
                    status.textContent = 'Filling…';
                    preset.apply();
                    refreshApp();
                    rerender();
                  },
                },
                'Fill',
              ),
        ),
      ),
    ),
    h('h3', { class: 'mock-panel__heading' }, 'Scenario'),
    h('label', { class: 'mock-panel__field', htmlFor: 'mock-panel-scenario' }, 'Every call ', scenario),
    h('h3', { class: 'mock-panel__heading' }, 'Start over'),
    h('p', { class: 'mock-panel__muted' }, 'Back to the seeded demo world: balances, favourites, sessions, the presets above.'),
    reset,
    status,
  );
}
