// Runs the site against Stoplight Prism instead of MSW: Prism serves the demo
// world (generated/prism/openapi.yaml: the contract plus the examples recorded
// from the mocks) on a free port, and Vite proxies /wps and /lgw to it.
// Vite also serves /mock-assets/ with the mocks' own renderer, so every image
// of the demo world loads in this mode too. Extra arguments go to Vite
// (for example --port 5173).
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { freePort } from './free-port.mjs';

export const PRISM_FILE = 'generated/prism/openapi.yaml';
/**
 * Prism 5.16 never answers a request whose JSON body does not parse
 * (stoplightio/prism#2664: it waits for an `end` event the body parser already
 * consumed). The proxy gives up after this long with a clear 504 instead of
 * hanging the page.
 */
export const PROXY_TIMEOUT_MS = Number(process.env.PRISM_PROXY_TIMEOUT_MS) || 8000;

/** Vite middleware: /mock-assets/* drawn by mocks/assets/render.ts (loaded through Vite, so aliases work). */
export function mockAssetsPlugin() {
  return {
    name: 'mock-assets',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/mock-assets/')) return next();
        try {
          const { renderMockAsset } = await server.ssrLoadModule('/mocks/assets/render.ts');
          const url = new URL(req.url, 'http://localhost');
          const asset = renderMockAsset(url.pathname, url.search);
          if (!asset) {
            res.statusCode = 404;
            return res.end();
          }
          res.setHeader('Content-Type', asset.contentType);
          res.setHeader('Cache-Control', 'public, max-age=3600');
          return res.end(asset.body);
        } catch (error) {
          return next(error);
        }
      });
    },
  };
}

/** The /wps and /lgw proxy to Prism, with a time-out that answers the failure envelope. */
export function prismProxy(target, timeoutMs = PROXY_TIMEOUT_MS) {
  const options = {
    target,
    changeOrigin: true,
    proxyTimeout: timeoutMs,
    configure(proxy) {
      proxy.on('error', (error, req, res) => {
        if (!res || res.headersSent || typeof res.writeHead !== 'function') return;
        const timedOut = /timeout|ECONNRESET|socket hang up/i.test(String(error?.code ?? error?.message));
        const message = timedOut
          ? `Prism did not answer ${req.method} ${req.url} within ${timeoutMs} ms. Prism 5.16 never answers a body that is not valid JSON (stoplightio/prism#2664); see the README.`
          : `Prism is not reachable at ${target}: ${error?.message ?? error}`;
        console.error(`[dev:prism] ${message}`);
        res.writeHead(504, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: false, message, value: { code: 'SERVER_ERROR' } }));
      });
    },
  };
  return { '/wps': options, '/lgw': options };
}

async function main() {
  const prismPort = Number(process.env.PRISM_PORT) || (await freePort());
  const prism = spawn('npm', ['exec', '--', 'prism', 'mock', PRISM_FILE, '--host', '127.0.0.1', '--port', String(prismPort), '--dynamic=false'], {
    stdio: 'inherit',
    detached: true,
  });
  // Prism forks a child: stop the whole process group, not only npm.
  const stop = () => {
    try {
      process.kill(-prism.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  prism.on('exit', (code) => {
    console.error(`[dev:prism] Prism stopped (${code}).`);
    process.exit(code ?? 1);
  });
  console.info(`Prism: http://127.0.0.1:${prismPort} (${PRISM_FILE})`);

  process.env.VITE_API_MOCKING = 'off';
  const portArg = process.argv.indexOf('--port');
  const server = await createServer({
    plugins: [mockAssetsPlugin()],
    server: { proxy: prismProxy(`http://127.0.0.1:${prismPort}`), ...(portArg > 0 ? { port: Number(process.argv[portArg + 1]) } : {}) },
  });
  await server.listen();
  server.printUrls();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
