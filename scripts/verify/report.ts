/**
 * The checker's output: a terminal summary (a table per operation, each
 * failure located in the answer and in the contract, warnings, one summary
 * line), a self-contained HTML report and the JSON of the whole run.
 */
import type { CheckResult, OperationResult, Report } from './run.ts';

type Paint = (code: number, text: string) => string;
const plain: Paint = (_code, text) => text;
const ansi: Paint = (code, text) => `\x1b[${code}m${text}\x1b[0m`;
const RED = 31;
const GREEN = 32;
const YELLOW = 33;
const DIM = 2;
const BOLD = 1;

const OUTCOME_LABEL: Record<OperationResult['outcome'], string> = {
  pass: 'pass',
  fail: 'FAIL',
  partial: 'partial',
  skipped: 'skipped',
  'not-exercised': 'not run',
};

/** One short tag per check: `200 ok`, `401`, `400`, with ✗ on a failed one. */
function checkTag(check: CheckResult): string {
  if (check.outcome === 'skipped') return '';
  const what =
    check.kind === 'main'
      ? check.status
        ? `${check.status}${check.answer ? (check.answer === 'success' ? ' ok' : ' refused') : ''}`
        : '—'
      : check.kind === 'undo'
        ? 'undo'
        : check.kind === 'no-token'
          ? 'no token'
          : check.kind === 'bad-request'
            ? 'bad body'
            : check.kind === 'reauth'
              ? 'wrong password'
              : 'after logout';
  return `${what}${check.outcome === 'fail' ? ' ✗' : ''}`;
}

const mainMs = (operation: OperationResult) => operation.checks.find((check) => (check.kind === 'main' || check.kind === 'undo') && check.ms !== undefined)?.ms;

/** The one-line summary, also the last line of the terminal output. */
export function summaryLine(report: Report): string {
  const { totals } = report;
  const failed = report.operations.filter((operation) => operation.outcome === 'fail').map((operation) => operation.operationId);
  const parts = [`${totals.pass} of ${totals.operations} operations pass`];
  parts.push(failed.length > 0 ? `${failed.length} fail: ${failed.join(', ')}` : '0 fail');
  if (totals.partial) parts.push(`${totals.partial} checked on failure paths only`);
  if (totals.skipped) parts.push(`${totals.skipped} skipped`);
  if (totals.notExercised) parts.push(`${totals.notExercised} not exercised`);
  const notes = totals.notes ? `, ${totals.notes} note${totals.notes === 1 ? '' : 's'}` : '';
  return `${parts.join('; ')}. ${totals.requests} requests, ${totals.extras} undeclared field${totals.extras === 1 ? '' : 's'} (warnings)${notes}.`;
}

export function formatText(report: Report, options: { color?: boolean } = {}): string {
  const paint = options.color ? ansi : plain;
  const lines: string[] = [];
  lines.push(paint(BOLD, `Contract check of ${report.baseUrl} against ${report.contract.title} ${report.contract.version}`));
  lines.push(
    paint(
      DIM,
      `user ${report.user} · writes ${report.allowWrites ? 'on (--allow-writes)' : 'off'}${report.only ? ` · only ${report.only.join(', ')}` : ''} · time-out ${report.timeoutMs} ms · ${(report.durationMs / 1000).toFixed(1)} s`,
    ),
  );
  const life = report.sessionLifetime;
  lines.push(
    paint(
      DIM,
      life
        ? `sessions (contract): idle ${life.idleSeconds} s, absolute ${life.absoluteSeconds} s — not waited for; logout is checked`
        : 'sessions: the contract states no info.x-session-lifetime',
    ),
  );
  lines.push('');
  const width = Math.max(9, ...report.operations.map((operation) => operation.operationId.length)) + 2;
  const callWidth = Math.max(10, ...report.operations.map((operation) => operation.method.length + operation.path.length + 1)) + 2;
  lines.push(paint(DIM, `${'RESULT'.padEnd(9)}${'OPERATION'.padEnd(width)}${'CALL'.padEnd(callWidth)}${'TIME'.padStart(7)}  CHECKED`));
  for (const operation of report.operations) {
    const colour = operation.outcome === 'pass' ? GREEN : operation.outcome === 'fail' ? RED : YELLOW;
    const ms = mainMs(operation);
    const tags = operation.checks.map(checkTag).filter(Boolean).join(', ');
    const note = operation.outcome === 'pass' || operation.outcome === 'fail' ? '' : paint(DIM, `${tags ? ' · ' : ''}${operation.reason ?? ''}`);
    lines.push(
      `${paint(colour, OUTCOME_LABEL[operation.outcome].padEnd(9))}${operation.operationId.padEnd(width)}${`${operation.method} ${operation.path}`.padEnd(callWidth)}${(ms === undefined ? '—' : `${ms} ms`).padStart(7)}  ${tags}${note}`,
    );
  }

  const failures = report.operations.flatMap((operation) => operation.checks.filter((check) => check.outcome === 'fail'));
  if (failures.length > 0) {
    lines.push('', paint(BOLD, `Failures (${failures.length})`));
    for (const check of failures) {
      lines.push('', `${paint(RED, '✗')} ${paint(BOLD, check.operationId)} — ${check.label}`);
      if (check.request) {
        const headers = Object.entries(check.request.headers)
          .filter(([name]) => name !== 'Accept')
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ');
        lines.push(`    request   ${check.request.method} ${check.request.url}${headers ? paint(DIM, `  [${headers}]`) : ''}`);
        if (check.request.body !== undefined) lines.push(`    body      ${clip(JSON.stringify(check.request.body), 150)}`);
      }
      lines.push(
        `    answer    ${check.status === undefined ? '(none)' : `HTTP ${check.status}${check.contentType ? ` ${check.contentType}` : ''}`}${check.ms === undefined ? '' : ` in ${check.ms} ms`}`,
      );
      for (const problem of check.problems) {
        const where = problem.path ? problem.path : problem.kind === 'schema' ? '(body)' : problem.kind;
        lines.push(`    ${paint(RED, where)}  ${problem.message}`);
        if (problem.expected !== undefined || problem.actual !== undefined) {
          lines.push(`        expected ${problem.expected ?? '—'}, got ${problem.actual ?? '—'}`);
        }
        if (problem.schemaPath) lines.push(paint(DIM, `        contract ${problem.schemaPath}`));
      }
    }
  }

  const extras = report.operations.flatMap((operation) => operation.checks.flatMap((check) => check.extras.map((extra) => ({ check, extra }))));
  if (extras.length > 0) {
    lines.push(
      '',
      paint(BOLD, `Warnings: fields the contract does not declare (${extras.length}; allowed, but check the spelling or add them to the contract)`),
    );
    const shown = extras.slice(0, 30);
    for (const { check, extra } of shown) {
      lines.push(`  ${paint(YELLOW, '!')} ${check.operationId} ${check.status ?? ''}: ${extra.path}${paint(DIM, `  (${extra.schemaPath})`)}`);
    }
    if (extras.length > shown.length) lines.push(paint(DIM, `  … and ${extras.length - shown.length} more (see --report or --json)`));
  }

  const notes = report.operations.flatMap((operation) => operation.checks.flatMap((check) => check.notes.map((note) => ({ check, note }))));
  if (notes.length > 0) {
    lines.push('', paint(BOLD, `Notes (${notes.length}; behaviour the contract does not decide)`));
    for (const { check, note } of notes) lines.push(`  ${paint(YELLOW, '!')} ${check.operationId} — ${check.label}: ${note}`);
  }

  lines.push(
    '',
    paint(
      DIM,
      'pass: success answer and every check fit the contract · partial: only failure answers checked (401 without token, a bad body) · not run: no call in the scenario',
    ),
  );
  lines.push(paint(report.ok ? GREEN : RED, `verify: ${summaryLine(report)}`));
  return lines.join('\n');
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A self-contained HTML page (no scripts, no outside files). */
export function formatHtml(report: Report): string {
  const rows = report.operations
    .map((operation) => {
      const ms = mainMs(operation);
      const tags = operation.checks.map(checkTag).filter(Boolean).join(', ');
      const details = operation.checks
        .filter((check) => check.outcome !== 'skipped' || check.reason)
        .map((check) => checkHtml(check))
        .join('');
      return `<tr class="${operation.outcome}"><td><span class="badge ${operation.outcome}">${OUTCOME_LABEL[operation.outcome]}</span></td>
<td><details${operation.outcome === 'fail' ? ' open' : ''}><summary><code>${escapeHtml(operation.operationId)}</code></summary>${details}</details></td>
<td><code>${operation.method} ${escapeHtml(operation.path)}</code></td><td>${escapeHtml(operation.tag)}</td><td class="num">${ms === undefined ? '—' : `${ms} ms`}</td>
<td>${escapeHtml(tags)}${operation.reason && operation.outcome !== 'pass' && operation.outcome !== 'fail' ? `<div class="muted">${escapeHtml(operation.reason)}</div>` : ''}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contract check: ${escapeHtml(report.baseUrl)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d1d1f;background:#fff}
h1{font-size:20px;margin:0 0 4px}.muted{color:#6b6b70;font-size:12px}
.summary{margin:16px 0;padding:12px 16px;border-radius:8px;background:#f3f3f5;font-weight:600}
.summary.ok{background:#e7f6ec;color:#0f5c2e}.summary.bad{background:#fdecec;color:#8a1414}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #e5e5ea}
th{font-size:12px;color:#6b6b70;position:sticky;top:0;background:#fff}.num{text-align:right;white-space:nowrap}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600}
.badge.pass{background:#e7f6ec;color:#0f5c2e}.badge.fail{background:#fdecec;color:#8a1414}
.badge.partial,.badge.skipped,.badge.not-exercised{background:#fff4e0;color:#7a4b00}
.check{margin:8px 0 8px 4px;padding:8px 10px;border-left:3px solid #d2d2d7;background:#fafafa}
.check.fail{border-color:#d33}.check.pass{border-color:#2a9d55}.check.skipped{border-color:#e0a030}
.problem{margin:4px 0;color:#8a1414}pre{white-space:pre-wrap;word-break:break-all;margin:4px 0;font-size:12px;background:#f3f3f5;padding:6px;border-radius:4px}
code{font-size:13px}summary{cursor:pointer}
</style></head><body>
<h1>Contract check of ${escapeHtml(report.baseUrl)}</h1>
<div class="muted">${escapeHtml(report.contract.title)} ${escapeHtml(report.contract.version)} · user ${escapeHtml(report.user)} · writes ${report.allowWrites ? 'on' : 'off'}${report.only ? ` · only ${escapeHtml(report.only.join(', '))}` : ''} · ${escapeHtml(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s</div>
<div class="summary ${report.ok ? 'ok' : 'bad'}">${escapeHtml(summaryLine(report))}</div>
<p class="muted">pass: the success answer and every check fit the contract. partial: only failure answers were checked (401 without the token, a body the contract rejects); the reason says why the success path was not run. Undeclared fields are warnings: the contract allows them.</p>
<table><thead><tr><th>Result</th><th>Operation</th><th>Call</th><th>Tag</th><th>Time</th><th>Checked</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}

function checkHtml(check: CheckResult): string {
  const parts = [
    `<div class="check ${check.outcome}"><strong>${escapeHtml(check.label)}</strong> — ${check.outcome}${check.reason ? `: ${escapeHtml(check.reason)}` : ''}`,
  ];
  if (check.request) {
    parts.push(
      `<pre>${escapeHtml(
        `${check.request.method} ${check.request.url}\n${Object.entries(check.request.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n')}${check.request.body === undefined ? '' : `\n\n${JSON.stringify(check.request.body, null, 2)}`}`,
      )}</pre>`,
    );
  }
  if (check.status !== undefined)
    parts.push(
      `<div>HTTP ${check.status} ${escapeHtml(check.contentType ?? '')}${check.ms === undefined ? '' : ` in ${check.ms} ms`}${check.answer ? ` · ${check.answer}` : ''}${check.message ? ` · ${escapeHtml(JSON.stringify(check.message))}` : ''}</div>`,
    );
  for (const problem of check.problems) {
    parts.push(
      `<div class="problem"><code>${escapeHtml(problem.path || problem.kind)}</code> ${escapeHtml(problem.message)}${problem.expected !== undefined || problem.actual !== undefined ? ` — expected ${escapeHtml(problem.expected ?? '—')}, got <code>${escapeHtml(problem.actual ?? '—')}</code>` : ''}${problem.schemaPath ? `<div class="muted">contract <code>${escapeHtml(problem.schemaPath)}</code></div>` : ''}</div>`,
    );
  }
  for (const note of check.notes) parts.push(`<div class="muted">note: ${escapeHtml(note)}</div>`);
  for (const extra of check.extras)
    parts.push(`<div class="muted">undeclared field <code>${escapeHtml(extra.path)}</code> (${escapeHtml(extra.schemaPath)})</div>`);
  if (check.body) parts.push(`<pre>${escapeHtml(check.body)}</pre>`);
  parts.push('</div>');
  return parts.join('');
}

export function formatJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
