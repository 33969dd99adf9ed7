import { refreshApp } from '../app-bridge';
import { moveClock } from '../db/play-safely';
import { db, resetDb } from '../db/store';
import { currentScenario, SCENARIOS, setScenario, type Scenario } from '../scenario';
import { h } from './dom';
import { presets } from './presets';

const CLOCK_STEPS = [
  { label: '+15 min', ms: 15 * 60_000 },
  { label: '+1 h', ms: 3_600_000 },
  { label: '+24 h', ms: 86_400_000 },
];

/** How far the demo's clock runs ahead, in words. */
function clockText(): string {
  const minutes = Math.round((db.state.clockOffsetMs ?? 0) / 60_000);
  if (minutes === 0) return 'The demo clock is the real time.';
  const hours = Math.floor(minutes / 60);
  return `The demo clock runs ${hours ? `${hours} h ` : ''}${minutes % 60 ? `${minutes % 60} min ` : ''}ahead.`;
}

/** Play safely (issue 30): move the demo's clock on to see a reality check come, a cooling-off or a break end. */
function clockSection(rerender: () => void): HTMLElement[] {
  const step = (label: string, ms: number) =>
    h(
      'button',
      {
        type: 'button',
        class: 'mock-panel__button',
        'data-focus-key': `clock-${label}`,
        'aria-label': ms === 0 ? 'Put the demo clock back to the real time' : `Move the demo clock ${label}`,
        onclick: () => {
          moveClock(ms);
          refreshApp();
          rerender();
        },
      },
      label,
    );
  return [
    h('h3', { class: 'mock-panel__heading' }, 'Demo clock'),
    h('p', { class: 'mock-panel__muted', id: 'mock-panel-clock' }, clockText(), ' Limits, cooling-off, breaks and the session clock follow it.'),
    h('div', { class: 'mock-panel__row' }, ...CLOCK_STEPS.map((entry) => step(entry.label, entry.ms)), step('Now', 0)),
  ];
}

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
    ...clockSection(rerender),
    h('h3', { class: 'mock-panel__heading' }, 'Scenario'),
    h('label', { class: 'mock-panel__field', htmlFor: 'mock-panel-scenario' }, 'Every call ', scenario),
    h('h3', { class: 'mock-panel__heading' }, 'Start over'),
    h('p', { class: 'mock-panel__muted' }, 'Back to the seeded demo world: balances, favourites, sessions, the presets above.'),
    reset,
    status,
  );
}
