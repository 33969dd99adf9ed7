import { session } from '@/api/session';
import { subscribeCalls } from '../call-log';
import { currentOverrides, subscribeOverrides } from '../overrides/store';
import { currentScenario } from '../scenario';
import { h } from './dom';
import { finishPendingSignIn } from './sign-in';
import { renderCallsTab, scheduleCallsRender } from './tab-calls';
import { renderDataTab } from './tab-data';
import { renderOverridesTab } from './tab-overrides';
import { renderSignInTab, signedInText } from './tab-sign-in';
import { renderVitalsTab } from './tab-vitals';
import { subscribeVitals } from '../handlers/system-vitals';
import './panel.css';

/**
 * The mock panel (mock mode only; README "Mock panel"): sign in as any
 * persona, override one operation's answer, see the calls, fill data at
 * scale. A small button at the bottom centre (Alt+Shift+M) opens a sheet:
 * on the right on a wide screen, from the bottom on a phone. Plain DOM, in
 * English (a developer tool), styled with the design tokens.
 */
const TABS = [
  { id: 'sign-in', label: 'Sign in' },
  { id: 'overrides', label: 'Overrides' },
  { id: 'calls', label: 'Calls' },
  { id: 'data', label: 'Data' },
  { id: 'vitals', label: 'Vitals' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const UI_KEY = 'mock-panel';
type UiState = { open: boolean; tab: TabId };

function loadUi(): UiState {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(UI_KEY) ?? '{}') as Partial<UiState>;
    return { open: parsed.open === true, tab: TABS.some((tab) => tab.id === parsed.tab) ? parsed.tab! : 'sign-in' };
  } catch {
    return { open: false, tab: 'sign-in' };
  }
}

export function mountMockPanel(): void {
  if (document.getElementById('mock-panel')) return;
  const ui = loadUi();
  const saveUi = () => sessionStorage.setItem(UI_KEY, JSON.stringify(ui));

  const toggle = h('button', {
    type: 'button',
    class: 'mock-panel__toggle',
    'aria-expanded': 'false',
    'aria-controls': 'mock-panel-sheet',
    'aria-keyshortcuts': 'Alt+Shift+M',
    title: 'Mock panel (Alt+Shift+M)',
  });
  const who = h('p', { class: 'mock-panel__who' });
  const close = h('button', { type: 'button', class: 'mock-panel__close', 'aria-label': 'Close the mock panel' }, '×');
  const tablist = h('div', { role: 'tablist', class: 'mock-panel__tabs', 'aria-label': 'Mock panel sections' });
  const tabpanel = h('div', { role: 'tabpanel', id: 'mock-panel-tabpanel', class: 'mock-panel__body', tabIndex: 0 });
  // A landmark, not a dialog: the site holds its popups while any dialog is open (use-other-dialog-open.ts).
  const sheet = h(
    'aside',
    { id: 'mock-panel-sheet', class: 'mock-panel__sheet', 'aria-labelledby': 'mock-panel-title', hidden: true },
    h('header', { class: 'mock-panel__header' }, h('h2', { id: 'mock-panel-title' }, 'Mock panel'), who, close),
    tablist,
    tabpanel,
  );
  const root = h('div', { id: 'mock-panel', class: 'mock-panel' }, sheet, toggle);

  let overridesTab: ReturnType<typeof renderOverridesTab> | null = null;
  const tabButtons = TABS.map((tab) =>
    h('button', { type: 'button', role: 'tab', id: `mock-panel-tab-${tab.id}`, 'aria-controls': 'mock-panel-tabpanel', 'data-tab': tab.id }, tab.label),
  );
  tablist.append(...tabButtons);

  function renderToggle() {
    const overrides = currentOverrides().length;
    const scenario = currentScenario();
    const user = session.get()?.username;
    toggle.replaceChildren(h('span', { class: 'mock-panel__toggle-label' }, 'Mocks'));
    if (user) toggle.append(' ', h('span', { class: 'mock-panel__who-chip' }, user));
    if (overrides > 0) toggle.append(' ', h('span', { class: 'mock-panel__badge' }, `${overrides} override${overrides === 1 ? '' : 's'}`));
    if (scenario !== 'normal') toggle.append(' ', h('span', { class: 'mock-panel__badge mock-panel__badge--scenario' }, scenario));
    // Named by what it shows (WCAG 2.5.3 label in name): "Mocks", who is signed in, the overrides and the scenario.
    who.textContent = `Signed in: ${signedInText()}`;
  }

  function renderTab() {
    for (const button of tabButtons) {
      const selected = button.dataset.tab === ui.tab;
      button.setAttribute('aria-selected', String(selected));
      button.tabIndex = selected ? 0 : -1;
    }
    tabpanel.setAttribute('aria-labelledby', `mock-panel-tab-${ui.tab}`);
    overridesTab = null;
    switch (ui.tab) {
      case 'sign-in':
        tabpanel.replaceChildren(renderSignInTab());
        break;
      case 'overrides':
        overridesTab = renderOverridesTab();
        tabpanel.replaceChildren(overridesTab.element);
        break;
      case 'calls':
        tabpanel.replaceChildren(renderCallsTab());
        break;
      case 'data':
        tabpanel.replaceChildren(renderDataTab(renderTab));
        break;
      case 'vitals':
        tabpanel.replaceChildren(renderVitalsTab(renderTab));
        break;
    }
  }

  function setOpen(open: boolean, focus = true) {
    ui.open = open;
    saveUi();
    sheet.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    root.classList.toggle('mock-panel--open', open);
    if (open) {
      renderTab();
      if (focus) tabButtons.find((button) => button.dataset.tab === ui.tab)?.focus();
    } else if (focus) toggle.focus();
  }

  function selectTab(id: TabId, focus: boolean) {
    ui.tab = id;
    saveUi();
    renderTab();
    if (focus) tabButtons.find((button) => button.dataset.tab === id)?.focus();
  }

  toggle.addEventListener('click', () => setOpen(!ui.open));
  close.addEventListener('click', () => setOpen(false));
  tablist.addEventListener('click', (event) => {
    const id = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]')?.dataset.tab as TabId | undefined;
    if (id) selectTab(id, true);
  });
  tablist.addEventListener('keydown', (event) => {
    const index = TABS.findIndex((tab) => tab.id === ui.tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectTab(TABS[(next + TABS.length) % TABS.length]!.id, true);
  });
  sheet.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  });
  window.addEventListener('keydown', (event) => {
    if (event.altKey && event.shiftKey && event.code === 'KeyM') {
      event.preventDefault();
      setOpen(!ui.open);
    }
  });

  subscribeOverrides(() => {
    renderToggle();
    overridesTab?.update();
  });
  subscribeVitals(() => {
    if (ui.open && ui.tab === 'vitals') renderTab();
  });
  subscribeCalls(() => {
    if (ui.open && ui.tab === 'calls') scheduleCallsRender();
  });
  session.subscribe(() => {
    renderToggle();
    if (ui.open && (ui.tab === 'sign-in' || ui.tab === 'data')) renderTab();
  });

  renderToggle();
  document.body.append(root);
  document.documentElement.classList.add('has-mock-panel');
  if (ui.open) setOpen(true, false);
  finishPendingSignIn();
}
