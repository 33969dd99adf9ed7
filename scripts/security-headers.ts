// The security headers of the site (issue 21, issue 28). deploy/_headers and deploy/nginx.conf hold the
// production policy; a build writes both into its output (dist/_headers, dist/nginx.conf) for its own
// settings, and `vite preview` sends what the build wrote. One source, three places, kept equal by
// tests/unit/deploy-headers.test.ts and checked in the output by scripts/check-build.mjs.
//
// What a build changes in the policy, and only this:
//   img-src         + the merchant's image CDN origins (VITE_IMAGE_ORIGINS, https origins, comma separated)
//   trusted-types   + mock-worker in a build with the mocks (the demo build's service worker), never otherwise
//   report-uri, Reporting-Endpoints   the CSP report endpoint (VITE_CSP_REPORT_URI, default /csp-report)
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

export type PolicyOptions = {
  /** A build with the mocks (ADR 0012): its service worker needs the mock-worker Trusted Types policy. */
  mocks: boolean;
  /** Origins images may come from besides this site, data: and blob: (the merchant's image CDNs). */
  imageOrigins: readonly string[];
  /** Where browsers send CSP violation reports (a path of this site, or an https URL). */
  reportUri: string;
  /** Inline scripts allowed by their hash (the first screen's, scripts/prerender.ts): `'sha256-...'`. */
  scriptHashes?: readonly string[];
};

export const DEFAULT_REPORT_URI = '/csp-report';
/** The Reporting API name of the endpoint, in `report-to` and `Reporting-Endpoints`. */
export const REPORT_GROUP = 'csp-endpoint';

const template = (name: string) => new URL(`../deploy/${name}`, import.meta.url);

/** `{ name: value }` of the `/*` block of a `_headers` file (Netlify/Cloudflare Pages format). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    if (!inAll) continue;
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** A policy's directives in order: `name -> values`. */
export function parsePolicy(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values] as const;
      }),
  );
}

const writePolicy = (directives: Map<string, string[]>) => [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');

/** VITE_IMAGE_ORIGINS: https origins, comma or space separated; anything else stops the build. */
export function imageOriginsFrom(value: string | undefined): string[] {
  const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    const wildcardHost = /^https:\/\/\*\.[a-z0-9.-]+$/i.test(origin);
    if (!wildcardHost && (url?.protocol !== 'https:' || url.origin !== origin)) {
      throw new Error(`VITE_IMAGE_ORIGINS: "${origin}" is not an https origin (https://img.example.com, or https://*.example.com)`);
    }
  }
  return origins;
}

/** VITE_CSP_REPORT_URI: a path of this site or an https URL (the Reporting API sends to trustworthy origins only). */
export function reportUriFrom(value: string | undefined): string {
  const uri = value?.trim() || DEFAULT_REPORT_URI;
  if (!/^\/(?!\/)[\w\-./~%]*$/.test(uri) && !/^https:\/\/[\w\-.:]+(?:\/[\w\-./~%]*)?$/.test(uri)) {
    throw new Error(`VITE_CSP_REPORT_URI: "${uri}" is neither a path of this site nor an https URL`);
  }
  return uri;
}

/** The production policy of deploy/_headers made this build's (see the top of this file). */
export function buildPolicy(csp: string, { mocks, imageOrigins, reportUri, scriptHashes = [] }: PolicyOptions): string {
  const directives = parsePolicy(csp);
  directives.set('script-src', [...(directives.get('script-src') ?? ["'self'"]), ...scriptHashes]);
  directives.set('img-src', [...(directives.get('img-src') ?? ["'self'"]), ...imageOrigins]);
  const types = (directives.get('trusted-types') ?? []).filter((name) => name !== 'mock-worker' && name !== "'allow-duplicates'");
  directives.set('trusted-types', mocks ? [...types, 'mock-worker'] : types);
  directives.set('report-uri', [reportUri]);
  directives.set('report-to', [REPORT_GROUP]);
  return writePolicy(directives);
}

/** The headers this build sends: the policy made the build's, the report endpoint named. */
export function buildHeaders(headers: Record<string, string>, options: PolicyOptions): Record<string, string> {
  return {
    ...headers,
    'Content-Security-Policy': buildPolicy(headers['Content-Security-Policy'] ?? '', options),
    'Reporting-Endpoints': `${REPORT_GROUP}="${options.reportUri}"`,
  };
}

/** deploy/_headers with this build's values in place (comments and other blocks kept). */
export function renderHeadersFile(text: string, options: PolicyOptions): string {
  const built = buildHeaders(parseHeadersFile(text), options);
  return text.replace(
    /^(\s+)(Content-Security-Policy|Reporting-Endpoints): .*$/gm,
    (_line, indent: string, name: string) => `${indent}${name}: ${built[name]}`,
  );
}

/** deploy/nginx.conf with this build's values in every `add_header` of the policy and the report endpoint. */
export function renderNginx(text: string, headersText: string, options: PolicyOptions): string {
  const built = buildHeaders(parseHeadersFile(headersText), options);
  return text.replace(
    /add_header (Content-Security-Policy|Reporting-Endpoints) "(?:[^"\\]|\\.)*" always;/g,
    (_line, name: string) => `add_header ${name} "${(built[name] ?? '').replaceAll('"', '\\"')}" always;`,
  );
}

/** The production headers of deploy/_headers as a build with these options sends them. */
export function securityHeaders(options: PolicyOptions, path: URL | string = template('_headers')): Record<string, string> {
  return buildHeaders(parseHeadersFile(readFileSync(path, 'utf8')), options);
}

/** Where a build's manifest goes: beside its output folder, never in it (a static host would serve it). */
export const manifestFile = (outDir: string) => `${resolve(outDir)}.manifest.json`;

/** What a static host must not answer: the build's own deploy files and Vite's manifest folder. */
const NOT_SERVED = /^\/(?:_headers|nginx\.conf|\.vite(?:\/|$))/;

/** Reports the preview server received (tests/e2e/security-headers.spec.ts reads them with GET). */
const reports: unknown[] = [];

function reportCollector(reportUri: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = req.url?.split('?')[0];
    if (path !== reportUri) return next();
    if (req.method === 'GET') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(reports));
      return;
    }
    if (req.method !== 'POST') return next();
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      if (body.length < 64_000) body += chunk;
    });
    req.on('end', () => {
      try {
        const parsed: unknown = JSON.parse(body);
        reports.push(...(Array.isArray(parsed) ? parsed : [parsed]));
      } catch {
        // not a report: dropped
      }
      res.statusCode = 204;
      res.end();
    });
  };
}

/**
 * The deploy files ship with every build (issue 28): `_headers` and `nginx.conf` written into the output
 * for the build's settings, the manifest moved out of it. `vite preview` sends the headers the build
 * wrote, hides the deploy files, and (preview only) records CSP reports at the report endpoint.
 */
export function deployFiles(options: PolicyOptions): Plugin {
  let outDir = 'dist';
  return {
    name: 'deploy-files',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const headersText = readFileSync(template('_headers'), 'utf8');
        writeFileSync(join(outDir, '_headers'), renderHeadersFile(headersText, options));
        writeFileSync(join(outDir, 'nginx.conf'), renderNginx(readFileSync(template('nginx.conf'), 'utf8'), headersText, options));
        const manifest = join(outDir, '.vite', 'manifest.json');
        if (existsSync(manifest)) {
          mkdirSync(dirname(manifestFile(outDir)), { recursive: true });
          renameSync(manifest, manifestFile(outDir));
          rmSync(join(outDir, '.vite'), { recursive: true, force: true });
        }
      },
    },
    configurePreviewServer(server) {
      const built = join(resolve(server.config.root, server.config.build.outDir), '_headers');
      const headers = existsSync(built) ? parseHeadersFile(readFileSync(built, 'utf8')) : securityHeaders(options);
      server.middlewares.use(reportCollector(options.reportUri));
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (NOT_SERVED.test(req.url ?? '')) {
          res.statusCode = 404;
          res.end();
          return;
        }
        next();
      });
    },
  };
}
