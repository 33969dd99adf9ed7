// Fails when generated/ is out of date with the contract or the mock data (the
// Prism file is recorded from mocks/): regenerates with
// Orval and compares every file with what was there before.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = 'generated';
function snapshot() {
  const out = new Map();
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(root);
  return out;
}

const before = snapshot();
execFileSync('npm', ['run', 'generate', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
if (changed.length > 0) {
  console.error(`generated/ was out of date with openapi/ or mocks/ (${changed.length} files). It has been regenerated; review and commit:`);
  for (const file of changed) console.error(`  ${file}`);
  process.exit(1);
}
console.info(`generated/ matches the contract (${after.size} files).`);
