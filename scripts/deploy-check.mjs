// What a build's output must hold to be deployed safely (issue 28), read by scripts/check-build.mjs and
// tests/unit/deploy-headers.test.ts: the headers file with a reporting CSP that forbids framing by others
// and names no mock policy, HSTS and COOP; the nginx config beside it; no Vite manifest in it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeadersFile } from './security-headers.ts';

/** What is missing or wrong in a production build's output folder (an empty list when it may ship). */
export function deployFileProblems(outDir) {
  const problems = [];
  const headersPath = join(outDir, '_headers');
  if (!existsSync(headersPath)) return ['_headers: missing (the security headers do not ship)'];
  const headers = parseHeadersFile(readFileSync(headersPath, 'utf8'));
  const csp = headers['Content-Security-Policy'] ?? '';
  if (!csp) problems.push('_headers: no Content-Security-Policy');
  if (!/(^|;)\s*frame-ancestors\s/.test(csp)) problems.push('_headers: the policy has no frame-ancestors');
  if (!/(^|;)\s*report-to\s/.test(csp) || !headers['Reporting-Endpoints'])
    problems.push('_headers: the policy reports nowhere (report-to, Reporting-Endpoints)');
  if (/\bmock-worker\b|'allow-duplicates'/.test(csp)) problems.push('_headers: the Trusted Types list names mock-worker or allows duplicates');
  if (/(^|;)\s*img-src[^;]*\shttps:(\s|;|$)/.test(csp)) problems.push('_headers: img-src allows any https: host');
  if (!/max-age=\d{7,}/.test(headers['Strict-Transport-Security'] ?? '')) problems.push('_headers: no Strict-Transport-Security');
  if (!headers['Cross-Origin-Opener-Policy']) problems.push('_headers: no Cross-Origin-Opener-Policy');
  const nginxPath = join(outDir, 'nginx.conf');
  if (!existsSync(nginxPath)) problems.push('nginx.conf: missing');
  else if (!readFileSync(nginxPath, 'utf8').includes(csp)) problems.push('nginx.conf: not the policy of _headers');
  if (existsSync(join(outDir, '.vite'))) problems.push('.vite/: the build manifest is in the output (a host would serve it)');
  return problems;
}
