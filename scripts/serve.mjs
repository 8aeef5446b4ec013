#!/usr/bin/env node
/**
 * Serves the static export in out/ as a plain static host does (serve-handler): /x/ -> out/x/index.html, /x -> 301
 * to /x/, unknown paths -> out/404.html with status 404, out/_headers never served and its rules sent with every
 * answer (400, 404 and 405 included); optional gzip, and HTTP/2 over TLS as CDNs and the nginx recipe serve it.
 *
 *   node scripts/serve.mjs [--port 3000] [--gzip] [--log]   (PORT also sets the port)
 */
import { once } from 'node:events';
import { lstat, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { allowLocalConnections, headersForPath, readHeadersFile } from './lib/headers.js';

/**
 * Starts the static server on 127.0.0.1. out/_headers is read again whenever a rebuild changes it (`headers: false`
 * serves without it). On a page opened at 127.0.0.1 or localhost, connect-src also allows loopback ports, so the form
 * can post to a receiver on this machine (scripts/webhook.mjs); any other Host gets out/_headers exactly as deployed.
 * `http2` (the bench's `--http2`): HTTPS with the nginx tests' self-signed pair (a browser must ignore certificate errors).
 * @param {{ root?: string, port?: number, gzip?: boolean, headers?: boolean, log?: boolean, http2?: boolean }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ root = 'out', port = 0, gzip = false, headers = true, log = false, http2 = false } = {}) {
  const absoluteRoot = path.resolve(root);
  if (!(await stat(absoluteRoot).catch(() => undefined))?.isDirectory()) throw new Error(`No existe ${absoluteRoot}: construya el sitio primero con "npm run build".`);
  const headersFile = path.join(absoluteRoot, '_headers');
  /** @type {{ mtimeMs?: number, rules: Promise<import('./lib/headers.js').HeaderRule[]> }} */
  let cache = { rules: Promise.resolve([]) };
  const rules = async () => {
    if (!headers) return [];
    const mtimeMs = (await stat(headersFile).catch(() => undefined))?.mtimeMs ?? -1;
    if (cache.mtimeMs === mtimeMs) return cache.rules;
    if (mtimeMs === -1) console.warn(`Aviso: ${headersFile} no existe; se sirve sin los encabezados del sitio.`);
    cache = { mtimeMs, rules: mtimeMs === -1 ? Promise.resolve([]) : readHeadersFile(headersFile) };
    return cache.rules;
  };
  // A host reads these as configuration and never serves them: they answer as missing (the 404 page).
  const hidden = new Set(['_headers', '_redirects'].map((name) => path.join(absoluteRoot, name)));
  const notServed = () => Promise.reject(Object.assign(new Error('not served'), { code: 'ENOENT' }));
  const methods = { lstat: (/** @type {string} */ file) => (hidden.has(path.resolve(file)) ? notServed() : lstat(file)) };
  const compress = gzip ? compression({ level: 9 }) : undefined;

  /** @type {(request: any, response: any) => Promise<void>} */
  const handle = async (request, response) => {
    const started = Date.now();
    if (log) response.once('finish', () => console.log(`${response.statusCode} ${request.method} ${request.url} ${Date.now() - started} ms`));
    try {
      // A malformed target still gets the site-wide rules.
      const pathname = URL.canParse(request.url, 'http://x') ? new URL(request.url, 'http://x').pathname : '/';
      // HTTP/2 names the host in :authority.
      const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/i.test(request.headers.host ?? request.headers[':authority'] ?? '');
      for (const [name, value] of headersForPath(await rules(), pathname)) {
        response.setHeader(name, local && name.toLowerCase() === 'content-security-policy' ? allowLocalConnections(value) : value);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Método no permitido');
        return;
      }
      // A directory's page is its index.html (the export uses trailingSlash).
      if (request.url?.split('?')[0]?.endsWith('/')) request.url = request.url.replace(/\/(\?|$)/, '/index.html$1');
      if (compress) await new Promise((resolve) => compress(/** @type {any} */ (request), /** @type {any} */ (response), () => resolve(undefined)));
      await serveHandler(request, response, { public: absoluteRoot, cleanUrls: false, trailingSlash: true, directoryListing: false, etag: true }, methods);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Error interno del servidor estático');
    }
  };
  const tls = path.join(import.meta.dirname, '..', 'e2e', 'nginx', 'fixtures', 'test-only');
  const server = http2
    ? createSecureServer({ allowHTTP1: true, key: await readFile(`${tls}.key`), cert: await readFile(`${tls}.crt`) }, handle)
    : createServer(handle);

  await once(server.listen(port, '127.0.0.1'), 'listening');
  return {
    url: `${http2 ? 'https' : 'http'}://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

if (process.argv[1] === import.meta.filename) {
  try {
    const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3000' }, gzip: { type: 'boolean' }, log: { type: 'boolean' } } });
    // listen() rejects anything but a port number, with a message saying so.
    const server = await startStaticServer({ root: path.join(import.meta.dirname, '..', 'out'), port: Number(values.port), gzip: values.gzip, log: values.log });
    console.log(`Sitio servido en ${server.url}`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
  } catch (error) {
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    console.error(inUse ? `El puerto ya está en uso (${error.message}). Use --port N o PORT=N.` : error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
