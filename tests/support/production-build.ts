import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A production build (no mocks, ADR 0012) into `outDir` for the journeys that need one (the security
 * headers, the lite app's worker), unless a build is there already (E2E_PROD_DIST reuses one).
 */
export function ensureProductionBuild(outDir: string): void {
  if (existsSync(join(outDir, 'index.html'))) return;
  const env = { ...process.env };
  delete env.VITE_API_MOCKING;
  const build = spawnSync('npm', ['exec', '--', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (build.status !== 0) throw new Error('the production build failed');
}
