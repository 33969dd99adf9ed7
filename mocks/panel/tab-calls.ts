import { calls, clearCalls, type CallEntry } from '../call-log';
import { h, replaceKeepingFocus } from './dom';

const open = new Set<string>();

function statusText(entry: CallEntry): string {
  if (entry.status === null) return 'pending';
  if (entry.status === 0) return 'network error';
  return String(entry.status);
}

function statusClass(entry: CallEntry): string {
  if (entry.status === null) return 'pending';
  if (entry.status === 0 || entry.status >= 500) return 'bad';
  if (entry.status >= 400) return 'warn';
  // HTTP 200 with the failure envelope is a business failure: it shows as such.
  return entry.responseBody.includes('"success": false') ? 'warn' : 'ok';
}

function detail(entry: CallEntry): HTMLElement {
  const headers = Object.entries(entry.requestHeaders)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return h(
    'div',
    { class: 'mock-panel__detail', id: `mock-call-${entry.id}` },
    h('h4', null, 'Request'),
    h('pre', null, `${entry.method} ${entry.url}\n${headers}${entry.requestBody ? `\n\n${entry.requestBody}` : ''}`),
    h('h4', null, `Answer ${statusText(entry)}${entry.override ? ` (override ${entry.override})` : ''}`),
    h('pre', null, entry.responseBody || '…'),
  );
}

function row(entry: CallEntry): HTMLElement {
  const expanded = open.has(entry.id);
  const button = h(
    'button',
    {
      type: 'button',
      class: 'mock-panel__call',
      'aria-expanded': String(expanded),
      'aria-controls': `mock-call-${entry.id}`,
      'data-focus-key': `call-${entry.id}`,
      onclick: () => {
        if (open.has(entry.id)) open.delete(entry.id);
        else open.add(entry.id);
        renderCalls();
      },
    },
    h('span', { class: 'mock-panel__call-op' }, entry.operationId),
    h('span', { class: `mock-panel__call-status mock-panel__call-status--${statusClass(entry)}` }, statusText(entry)),
    h('span', { class: 'mock-panel__call-ms' }, entry.durationMs === null ? '' : `${entry.durationMs} ms`),
    entry.override ? h('span', { class: 'mock-panel__chip mock-panel__chip--on', title: entry.override }, 'override') : h('span'),
  );
  return h('li', { 'data-operation': entry.operationId, 'data-status': statusText(entry) }, button, expanded ? detail(entry) : null);
}

let list: HTMLElement | null = null;
let scheduled = false;

function renderCalls() {
  if (!list) return;
  const entries = calls();
  replaceKeepingFocus(list, ...(entries.length === 0 ? [h('li', { class: 'mock-panel__muted' }, 'No calls yet: use the page.')] : entries.map(row)));
}

/** Redraws the log on the next frame (calls arrive in bursts). */
export function scheduleCallsRender(): void {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => {
    scheduled = false;
    renderCalls();
  });
}

export function renderCallsTab(): HTMLElement {
  list = h('ol', { class: 'mock-panel__list mock-panel__calls', 'aria-label': 'Calls, newest first' });
  renderCalls();
  return h(
    'div',
    { class: 'mock-panel__stack' },
    h(
      'div',
      { class: 'mock-panel__row' },
      h('p', { class: 'mock-panel__muted' }, 'The last 100 calls: operation, status, duration; a click shows the request and the answer.'),
      h('button', { type: 'button', class: 'mock-panel__button', onclick: clearCalls }, 'Clear'),
    ),
    list,
  );
}
