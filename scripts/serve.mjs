#!/usr/bin/env node
/**
 * Serves the static export in out/ the way a plain static host or CDN does (README "Deploy"):
 *   /x/ -> out/x/index.html; /x (a directory) -> 308 to /x/; unknown paths -> out/404.html with
 *   status 404; the rules of out/_headers applied to every response; optional gzip.
 * No dependencies (node:http), so `npm start`, the browser tests (e2e/playwright.config.ts) and
 * the benchmark (scripts/bench.mjs) all use it.
 *
 *   node scripts/serve.mjs [--port 3000] [--gzip] [--no-headers]     (PORT also sets the port)
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import headersLib from './lib/headers.js';

const { parseHeadersFile, headersForPath, allowLocalConnections } = headersLib;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Types worth compressing (images and fonts already are). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Files of the export that a host reads as configuration and never serves. */
const CONFIG_FILES = new Set(['/_headers', '/_redirects']);

/**
 * @param {string} root
 * @param {boolean} relaxForLocalWebhook
 */
function createHeaderRules(root, relaxForLocalWebhook) {
  const file = path.join(root, '_headers');
  /** @type {{ mtimeMs: number, rules: ReturnType<typeof parseHeadersFile> } | undefined} */
  let cache;
  let warned = false;
  return async (/** @type {string} */ pathname) => {
    let info;
    try {
      info = await stat(file);
    } catch {
      if (!warned) console.warn(`Aviso: ${file} no existe; se sirve sin los encabezados del sitio.`);
      warned = true;
      return new Map();
    }
    if (!cache || cache.mtimeMs !== info.mtimeMs) {
      const text = await readFile(file, 'utf8');
      if (/\{\{[A-Z_]+\}\}/.test(text) && !warned) {
        console.warn(`Aviso: ${file} aún tiene marcadores de plantilla: ejecute "npm run build" (next build + scripts/postbuild.mjs).`);
        warned = true;
      }
      cache = { mtimeMs: info.mtimeMs, rules: parseHeadersFile(text) };
    }
    const headers = headersForPath(cache.rules, pathname);
    if (relaxForLocalWebhook) {
      for (const [name, value] of headers) {
        // Local only: operators and the browser tests point the registration form at a webhook
        // receiver on this machine (scripts/webhook.mjs, http://127.0.0.1:<port>), so the local
        // server lets the page connect to loopback ports. Nothing else in the policy is relaxed,
        // and out/_headers itself (what gets deployed) is untouched.
        if (name.toLowerCase() === 'content-security-policy') headers.set(name, allowLocalConnections(value));
      }
    }
    return headers;
  };
}

/**
 * Maps a request path to a file under root, or a redirect, or nothing.
 * @param {string} root absolute
 * @param {string} pathname decoded, starting with "/"
 * @returns {Promise<{ file: string } | { redirect: string } | undefined>}
 */
async function resolvePath(root, pathname) {
  const target = path.join(root, pathname);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  const info = await stat(target).catch(() => undefined);
  if (info?.isFile()) return pathname.endsWith('/') ? undefined : { file: target };
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) return { redirect: `${pathname}/` };
    const index = path.join(target, 'index.html');
    const indexInfo = await stat(index).catch(() => undefined);
    return indexInfo?.isFile() ? { file: index } : undefined;
  }
  return undefined;
}

/**
 * Starts the static server.
 * @param {{ root?: string, port?: number, host?: string, gzip?: boolean, headers?: boolean, log?: boolean }} [options]
 *   `headers`: apply out/_headers (with loopback allowed in connect-src; see createHeaderRules).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root = 'out', port = 0, host = '127.0.0.1', gzip = false, headers = true, log = false } = {}) {
  const absoluteRoot = path.resolve(root);
  const rootInfo = await stat(absoluteRoot).catch(() => undefined);
  if (!rootInfo?.isDirectory()) {
    throw new Error(`No existe ${absoluteRoot}: construya el sitio primero con "npm run build".`);
  }
  const headerRules = headers ? createHeaderRules(absoluteRoot, true) : async () => new Map();
  /** @type {Map<string, { key: string, body: Buffer }>} */
  const gzipCache = new Map();

  const server = createServer(async (request, response) => {
    const started = Date.now();
    try {
      await handle(request, response);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Error interno del servidor estático');
    } finally {
      if (log) console.log(`${response.statusCode} ${request.method} ${request.url} ${Date.now() - started} ms`);
    }
  });

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Método no permitido');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = undefined;
    }
    // Path traversal, odd encodings and empty segments ("//host" would make the 308 below an
    // off-site redirect) are refused outright, before touching the file system.
    if (!pathname || pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..') || pathname.includes('//')) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Solicitud inválida');
      return;
    }

    const extraHeaders = await headerRules(url.pathname);
    const resolved = CONFIG_FILES.has(pathname) ? undefined : await resolvePath(absoluteRoot, pathname);

    if (resolved && 'redirect' in resolved) {
      const location = encodeURI(resolved.redirect) + url.search;
      response.writeHead(308, { ...Object.fromEntries(extraHeaders), Location: location, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`Redirigiendo a ${location}`);
      return;
    }

    let status = 200;
    let file = resolved?.file;
    if (!file) {
      status = 404;
      file = path.join(absoluteRoot, '404.html');
      if (!(await stat(file).catch(() => undefined))?.isFile()) {
        response.writeHead(404, { ...Object.fromEntries(extraHeaders), 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('404: no encontrado (out/404.html no existe)');
        return;
      }
    }

    const info = await stat(file);
    const type = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (path.extname(file).toLowerCase())] ?? 'application/octet-stream';
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    /** @type {Record<string, string | number>} */
    const responseHeaders = {
      ...Object.fromEntries(extraHeaders),
      'Content-Type': type,
      'Last-Modified': info.mtime.toUTCString(),
      ETag: etag,
    };

    const compress = gzip && COMPRESSIBLE.test(type);
    if (compress) responseHeaders.Vary = 'Accept-Encoding';
    if (status === 200 && request.headers['if-none-match'] === etag) {
      response.writeHead(304, responseHeaders);
      response.end();
      return;
    }

    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (compress && acceptsGzip) {
      let cached = gzipCache.get(file);
      if (!cached || cached.key !== etag) {
        cached = { key: etag, body: gzipSync(await readFile(file), { level: 9 }) };
        gzipCache.set(file, cached);
      }
      response.writeHead(status, { ...responseHeaders, 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length });
      response.end(request.method === 'HEAD' ? undefined : cached.body);
      return;
    }

    response.writeHead(status, { ...responseHeaders, 'Content-Length': info.size });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file).on('error', () => response.destroy()).pipe(response);
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}/`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** @param {string[]} argv */
function parseArguments(argv) {
  const options = { port: Number(process.env.PORT) || 3000, gzip: false, headers: true, root: 'out', log: false };
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i];
    if (argument === '--port') options.port = Number(argv[++i]);
    else if (argument?.startsWith('--port=')) options.port = Number(argument.slice('--port='.length));
    else if (argument === '--gzip') options.gzip = true;
    else if (argument === '--no-headers') options.headers = false;
    else if (argument === '--log') options.log = true;
    else if (argument === '--root') options.root = argv[++i] ?? 'out';
    else throw new Error(`Argumento desconocido: ${argument}. Uso: node scripts/serve.mjs [--port N] [--gzip] [--no-headers] [--log] [--root out]`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error('--port debe ser un número de puerto');
  return options;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const options = parseArguments(process.argv.slice(2));
    const server = await startStaticServer({ ...options, root: path.resolve(projectRoot, options.root) });
    console.log(`Sitio servido en ${server.url}`);
    const stop = () => server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    console.error(inUse ? `El puerto ya está en uso (${error.message}). Use --port N o PORT=N.` : error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
