// Runs the site against Stoplight Prism instead of MSW: Prism serves the
// contract's examples on a free port, Vite proxies /wps and /lgw to it.
// Extra arguments go to Vite (for example --port 5173).
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';

const prismPort = Number(process.env.PRISM_PORT) || (await freePort());
const children = [];
const stop = () => {
  for (const child of children) if (!child.killed) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const prism = spawn('npm', ['exec', '--', 'prism', 'mock', 'openapi/openapi.yaml', '--host', '127.0.0.1', '--port', String(prismPort), '--dynamic=false'], {
  stdio: 'inherit',
  detached: false,
});
children.push(prism);
console.info(`Prism: http://127.0.0.1:${prismPort}`);

const vite = spawn('npm', ['exec', '--', 'vite', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_MOCKING: 'off', API_PROXY_TARGET: `http://127.0.0.1:${prismPort}` },
});
children.push(vite);
vite.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
