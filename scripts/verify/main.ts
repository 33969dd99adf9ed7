/**
 * npm run verify -- --base-url http://host:port [--user demo --password …]
 *   [--only tag,…] [--allow-writes] [--timeout ms] [--report out.html] [--json out.json]
 *
 * Checks a running server against openapi/openapi.yaml (README: "For the
 * backend team"). Exit code 0 when every exercised operation fits the
 * contract, 1 when one does not, 2 when the checker could not run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { Contract } from './contract.ts';
import { formatHtml, formatJson, formatText } from './report.ts';
import { UnreachableError, verify } from './run.ts';

const HELP = `Checks a running server against the API contract.

  npm run verify -- --base-url http://localhost:8080 [options]

  --base-url URL      the server (operation paths are appended); or VERIFY_BASE_URL
  --user NAME         the account to log in with (default: demo); or VERIFY_USER
  --password SECRET   its password (default for demo: Demo@1234); or VERIFY_PASSWORD
  --only TAGS         only these tags, comma-separated (session, member, system, wallet, games, …)
  --allow-writes      also run the calls that change state, and undo them (transfer and back,
                      favourite and back, game launches, logout); alias --mutating
  --timeout MS        time-out per request (default 10000)
  --report FILE       write a self-contained HTML report
  --json FILE         write the whole result as JSON
  --contract FILE     the contract (default openapi/openapi.yaml)
  --fail-on-warnings  undeclared fields fail the run too
  --static-mock       the server is a static mock (Prism): skip the behaviour checks (a token
                      after logout, an account change with a wrong password)
  --no-color          plain output (also NO_COLOR=1)
`;

export type Io = {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** Colours on stdout. */
  color: boolean;
  /** A progress line on stderr (a terminal). */
  progress?: (text: string) => void;
};

class UsageError extends Error {}

function read(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        only: { type: 'string' },
        'allow-writes': { type: 'boolean' },
        mutating: { type: 'boolean' },
        timeout: { type: 'string' },
        report: { type: 'string' },
        json: { type: 'string' },
        contract: { type: 'string' },
        'fail-on-warnings': { type: 'boolean' },
        'static-mock': { type: 'boolean' },
        'no-color': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Runs the checker; returns the exit code (0 pass, 1 a contract failure, 2 could not run). */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    return await check(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`verify: ${error.message}\n\n${HELP}`);
      return 2;
    }
    if (error instanceof UnreachableError) {
      io.err(`verify: ${error.message}. Is the server running, and is --base-url right?`);
      return 2;
    }
    throw error;
  }
}

async function check(argv: string[], io: Io): Promise<number> {
  const values = read(argv);
  if (values.help) {
    io.out(HELP);
    return 0;
  }
  const baseUrl = values['base-url'] ?? io.env.VERIFY_BASE_URL;
  if (!baseUrl) throw new UsageError('give the server with --base-url (for example --base-url http://localhost:8080)');
  if (!URL.canParse(baseUrl)) throw new UsageError(`--base-url ${baseUrl} is not a URL`);
  const user = values.user ?? io.env.VERIFY_USER ?? 'demo';
  const password = values.password ?? io.env.VERIFY_PASSWORD ?? (user === 'demo' ? 'Demo@1234' : undefined);
  if (password === undefined) throw new UsageError(`give the password of ${user} with --password or VERIFY_PASSWORD`);
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeoutMs !== undefined && !(timeoutMs > 0)) throw new UsageError('--timeout takes milliseconds, e.g. --timeout 5000');

  let contract: Contract;
  try {
    contract = Contract.load(values.contract ?? 'openapi/openapi.yaml');
  } catch (error) {
    throw new UsageError(`cannot read the contract: ${(error as Error).message}`);
  }
  const only = values.only
    ?.split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const tags = new Set(contract.operations.map((operation) => operation.tag));
  const unknown = only?.filter((tag) => !tags.has(tag)) ?? [];
  if (unknown.length > 0) throw new UsageError(`--only: no operation has the tag ${unknown.join(', ')} (tags: ${[...tags].join(', ')})`);

  const { progress } = io;
  const report = await verify({
    contract,
    baseUrl,
    user,
    password,
    only,
    allowWrites: values['allow-writes'] === true || values.mutating === true,
    timeoutMs,
    staticServer: values['static-mock'] === true,
    onProgress: progress ? (done, total, label) => progress(done < total ? `[${String(done + 1).padStart(3)}/${total}] ${label}` : '') : undefined,
  }).finally(() => progress?.(''));
  io.out(formatText(report, { color: io.color && !values['no-color'] && !io.env.NO_COLOR }));
  for (const [file, text] of [
    [values.report, () => formatHtml(report)],
    [values.json, () => formatJson(report)],
  ] as const) {
    if (!file) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text());
    io.out(`wrote ${file}`);
  }
  return !report.ok || (values['fail-on-warnings'] === true && report.totals.extras > 0) ? 1 : 0;
}
