// The build's text files travel compressed (issue 33). The build writes a gzip copy beside each (`app.js.gz`); the
// deploy's nginx sends it as it is (`gzip_static on`, deploy/nginx.conf), and `vite preview` and the bench's server do
// the same (`precompressedFiles`), so the end-to-end tests and Lighthouse load the bytes a player's phone loads. Before
// this, nginx.conf compressed nothing and the preview neither: the lobby's scripts crossed the wire at about three
// times their gzip size, and the server spent CPU on every request beside the page it was serving.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/** The files worth compressing: text. Images and fonts are compressed formats already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Below this, gzip's own header and table weigh about what they would save (nginx's `gzip_min_length` is per site). */
export const MIN_BYTES = 512;

/** The content type of each compressed kind, as a static host sends it. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Writes `<file>.gz` beside every text file of the folder worth it; returns those files, relative to the folder. */
export function precompressFolder(outDir: string): string[] {
  const written: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        walk(path, `${prefix}${name}/`);
        continue;
      }
      if (!TEXT.test(name)) continue;
      const body = readFileSync(path);
      if (body.length < MIN_BYTES) continue;
      const packed = gzipSync(body, { level: 9 });
      if (packed.length >= body.length) continue;
      writeFileSync(`${path}.gz`, packed);
      written.push(`${prefix}${name}.gz`);
    }
  };
  walk(outDir, '');
  return written;
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * The file a request asks for, inside the folder: the path itself, `index.html` for a folder, and `index.html` for a
 * page's address the folder has no file for (the single-page app's routes, as nginx's `try_files … /index.html`).
 * Undefined for a path that leaves the folder.
 */
export function requestedFile(root: string, url: string, acceptsHtml: boolean): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  const file = resolve(root, `.${pathname}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (pathname.endsWith('/')) return join(file, 'index.html');
  if (!extname(pathname) && acceptsHtml && !existsSync(file)) return join(root, 'index.html');
  return file;
}

/** Sends a file's `.gz` copy to a client that takes gzip; everything else goes on to the static server. */
export function precompressedFiles(outDir: () => string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsGzip(req.headers['accept-encoding'])) return next();
    const root = resolve(outDir());
    const file = requestedFile(root, req.url ?? '/', /text\/html|\*\/\*/.test(req.headers.accept ?? ''));
    const type = file && TYPES[extname(file)];
    if (!file || !type || !existsSync(`${file}.gz`)) return next();
    const body = readFileSync(`${file}.gz`);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', body.length);
    // As deploy/nginx.conf: hashed assets for a year, the rest asked again each time.
    res.setHeader('Cache-Control', file.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * The build step (after every other one has written its files: the language pages, the service worker) and the
 * preview's server of its output. Placed last in vite.config.ts, after the language pages' `?lang=` rewrite.
 */
export function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompressed',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (this.environment && this.environment.name !== 'client') return;
        precompressFolder(outDir);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(precompressedFiles(() => resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
