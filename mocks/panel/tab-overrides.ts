import { OPERATIONS, type ContractOperation } from '@generated/contract/operations';
import type { NamedAnswer } from '@generated/contract/answers';
import { refreshApp } from '../app-bridge';
import { holdsList, namedAnswers } from '../overrides/answer';
import { clearOverride, currentOverrides, overrideOf, setOverride, setOverrides } from '../overrides/store';
import { linkWithOverrides, parseAnswer, serialiseAnswer, serialiseOverride, type OverrideAnswer } from '../overrides/vocabulary';
import { h, replaceKeepingFocus } from './dom';

let answers: Readonly<Record<string, readonly NamedAnswer[]>> | null = null;
let query = '';

const DEFAULT_DELAY_MS = 2000;

function matches(operation: ContractOperation, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return true;
  return [operation.operationId, operation.path, operation.tag, operation.method].some((field) => field.toLowerCase().includes(wanted));
}

/** The choices of one operation's select: value = the vocabulary word ('' = normal). */
function choices(operation: ContractOperation): Array<{ group: string; options: Array<{ value: string; label: string }> }> {
  const named = answers?.[operation.operationId] ?? [];
  const success = named.find((answer) => (answer.body as { success?: unknown } | null)?.success === true);
  const generic = [
    ...(success && holdsList((success.body as { value?: unknown }).value) ? [{ value: 'empty', label: 'empty list' }] : []),
    ...(success ? [{ value: 'hostile', label: 'hostile texts (XSS)' }] : []),
    { value: '500', label: 'HTTP 500' },
    { value: '401', label: 'HTTP 401' },
    { value: 'network-error', label: 'network failure' },
    { value: 'delay', label: 'delay (ms)…' },
  ];
  return [
    { group: '', options: [{ value: '', label: 'normal' }] },
    ...(named.length > 0
      ? [{ group: 'Named answers (contract)', options: named.map((answer) => ({ value: answer.name, label: `${answer.name} · ${answer.status}` })) }]
      : []),
    { group: 'Any operation', options: generic },
  ];
}

function apply(operationId: string, answer: OverrideAnswer | null) {
  if (answer) setOverride({ operationId, answer });
  else clearOverride(operationId);
  refreshApp();
}

function operationRow(operation: ContractOperation): HTMLElement {
  const active = overrideOf(operation.operationId);
  const selected = !active ? '' : active.answer.kind === 'delay' ? 'delay' : serialiseAnswer(active.answer);
  const id = `mock-op-${operation.operationId}`;
  const select = h('select', {
    id,
    class: 'mock-panel__select',
    'aria-label': operation.operationId,
    'aria-describedby': `${id}-path`,
    'data-focus-key': `select-${operation.operationId}`,
  });
  for (const { group, options } of choices(operation)) {
    const parent = group ? h('optgroup', { label: group }) : select;
    for (const option of options) parent.append(h('option', { value: option.value, selected: option.value === selected }, option.label));
    if (parent !== select) select.append(parent);
  }
  const delay = h('input', {
    type: 'number',
    min: '0',
    max: '60000',
    step: '100',
    class: 'mock-panel__input mock-panel__input--ms',
    'aria-label': `Delay of ${operation.operationId} in ms`,
    'data-focus-key': `delay-${operation.operationId}`,
    value: String(active?.answer.kind === 'delay' ? active.answer.ms : DEFAULT_DELAY_MS),
    hidden: selected !== 'delay',
  });
  select.addEventListener('change', () => {
    if (select.value === 'delay') {
      delay.hidden = false;
      apply(operation.operationId, { kind: 'delay', ms: Number(delay.value) || DEFAULT_DELAY_MS });
    } else apply(operation.operationId, select.value === '' ? null : parseAnswer(select.value));
  });
  delay.addEventListener('change', () => {
    const answer = parseAnswer(`${Math.round(Number(delay.value))}ms`);
    if (answer) apply(operation.operationId, answer);
  });
  return h(
    'li',
    { class: `mock-panel__op${active ? ' mock-panel__op--active' : ''}` },
    h(
      'label',
      { htmlFor: id, class: 'mock-panel__op-name' },
      h('strong', null, operation.operationId),
      h('span', { id: `${id}-path`, class: 'mock-panel__muted mock-panel__mono' }, `${operation.method} ${operation.path}`),
    ),
    h('span', { class: 'mock-panel__op-controls' }, select, delay),
  );
}

function activeList(): HTMLElement {
  const overrides = currentOverrides();
  if (overrides.length === 0) return h('p', { class: 'mock-panel__muted' }, 'No overrides: every operation answers normally.');
  const link = linkWithOverrides(window.location.href, overrides);
  const copy = h('button', { type: 'button', class: 'mock-panel__button', 'data-focus-key': 'copy-link' }, 'Copy link');
  copy.addEventListener('click', () => {
    void navigator.clipboard?.writeText(link).then(
      () => (copy.textContent = 'Copied'),
      () => (copy.textContent = 'Select the link and copy it'),
    );
  });
  return h(
    'div',
    { class: 'mock-panel__stack' },
    h(
      'ul',
      { class: 'mock-panel__chips', 'aria-label': 'Active overrides' },
      ...overrides.map((override) =>
        h(
          'li',
          { class: 'mock-panel__chip mock-panel__chip--on' },
          h('code', null, serialiseOverride(override)),
          h(
            'button',
            {
              type: 'button',
              class: 'mock-panel__chip-remove',
              'aria-label': `Remove ${serialiseOverride(override)}`,
              'data-focus-key': `remove-${override.operationId}`,
              onclick: () => apply(override.operationId, null),
            },
            '×',
          ),
        ),
      ),
    ),
    h(
      'div',
      { class: 'mock-panel__row' },
      h('input', {
        class: 'mock-panel__input mock-panel__mono',
        readOnly: true,
        value: link,
        'aria-label': 'Link with these overrides',
        onfocus: (event: Event) => (event.target as HTMLInputElement).select(),
      }),
      copy,
      h(
        'button',
        {
          type: 'button',
          class: 'mock-panel__button',
          'data-focus-key': 'clear-all',
          onclick: () => {
            setOverrides([]);
            refreshApp();
          },
        },
        'Clear all',
      ),
    ),
  );
}

function operationGroups(): HTMLElement[] {
  const shown = OPERATIONS.filter((operation) => matches(operation, query));
  if (shown.length === 0) return [h('p', { class: 'mock-panel__muted' }, `No operation matches “${query}”.`)];
  const tags = [...new Set(shown.map((operation) => operation.tag))];
  return tags.map((tag) =>
    h(
      'section',
      { class: 'mock-panel__group', 'aria-label': `Operations: ${tag}` },
      h('h3', { class: 'mock-panel__heading' }, tag),
      h('ul', { class: 'mock-panel__list' }, ...shown.filter((operation) => operation.tag === tag).map(operationRow)),
    ),
  );
}

/** The overrides tab; returns its element and a function that redraws the parts that change. */
export function renderOverridesTab(): { element: HTMLElement; update: () => void } {
  const active = h('div');
  const list = h('div', { class: 'mock-panel__ops' });
  const update = () => {
    replaceKeepingFocus(active, activeList());
    replaceKeepingFocus(list, ...operationGroups());
  };
  const search = h('input', {
    type: 'search',
    id: 'mock-panel-search',
    class: 'mock-panel__input',
    placeholder: 'listGames, /wps/member, wallet…',
    value: query,
    autocomplete: 'off',
  });
  search.addEventListener('input', () => {
    query = search.value;
    replaceKeepingFocus(list, ...operationGroups());
  });
  if (!answers) {
    void namedAnswers().then((loaded) => {
      answers = loaded;
      update();
    });
  }
  update();
  const element = h(
    'div',
    { class: 'mock-panel__stack' },
    active,
    h('label', { class: 'mock-panel__field', htmlFor: 'mock-panel-search' }, 'Find an operation (id, path or tag)'),
    search,
    list,
  );
  return { element, update };
}
