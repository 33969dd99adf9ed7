// The screenshot tour (issue 27): every route and main dialog at 360, 412 and 1440 px, in Burmese and English, as a
// guest, `demo` and `agent1`, written to tour/ (or TOUR_DIR) with an index.html contact sheet. Builds and serves
// the demo site as the end-to-end journeys do (scripts/e2e.mjs: E2E_DIST=<folder> reuses a build). Not part of
// `npm test`: it takes minutes and asserts nothing; look at the pictures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const dir = resolve(process.env.TOUR_DIR ?? 'tour');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const result = spawnSync('node', ['scripts/e2e.mjs', '--config', 'playwright.tour.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TOUR_DIR: dir },
});

// tour/<who>/<lang>-<width>/<page>.png -> one row per page, one column per who, language and width.
const shots = [];
for (const who of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  for (const column of readdirSync(join(dir, who.name))) {
    for (const file of readdirSync(join(dir, who.name, column)).filter((name) => name.endsWith('.png'))) {
      shots.push({ who: who.name, column, page: file.replace(/\.png$/, ''), path: relative(dir, join(dir, who.name, column, file)) });
    }
  }
}
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const columns = [...new Set(shots.map((shot) => `${shot.who}/${shot.column}`))].sort();
const rows = [...new Set(shots.map((shot) => shot.page))].sort();
const cell = (page, column) => {
  const shot = shots.find((candidate) => candidate.page === page && `${candidate.who}/${candidate.column}` === column);
  return shot
    ? `<td><a href="${escape(shot.path)}"><img loading="lazy" src="${escape(shot.path)}" alt="${escape(`${page} ${column}`)}"></a></td>`
    : '<td></td>';
};
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Screenshot tour</title>
<style>body{font:14px system-ui;background:#111;color:#eee;margin:0}table{border-collapse:collapse}th,td{border:1px solid #333;padding:4px;vertical-align:top}
thead th{position:sticky;top:0;background:#222}th[scope=row]{position:sticky;left:0;background:#222;text-align:left;max-width:12em;overflow-wrap:break-word}
img{width:160px;height:320px;object-fit:cover;object-position:top;display:block}a{color:#9cf}</style>
<p>${shots.length} screenshots. Click one for full size. Columns: who / language-width.</p>
<table><thead><tr><th>page</th>${columns.map((column) => `<th>${escape(column)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((page) => `<tr><th scope="row">${escape(page)}</th>${columns.map((column) => cell(page, column)).join('')}</tr>`).join('\n')}</tbody></table>\n`,
);
console.info(`tour: ${shots.length} screenshots, contact sheet ${join(dir, 'index.html')}`);
process.exit(result.status ?? 1);
