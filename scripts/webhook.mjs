#!/usr/bin/env node
/**
 * A local stand-in for the automation webhook (README "Registro"): it accepts the form's POST
 * (and CORS preflights, should a client send one), prints each registration, marks a repeated
 * registroId as a duplicate (the way the firm's automation should drop it), and appends it as one
 * JSON line to a file. The browser tests (e2e/fixtures.ts) start the same receiver in-process.
 *
 *   npm run webhook                      -> http://127.0.0.1:8787/, appends to registrations.jsonl
 *   node scripts/webhook.mjs [--port 8787] [--host 127.0.0.1] [--file registrations.jsonl] [--mode ok|hang|slow|error|redirect|down]
 *
 * The form sends in `no-cors` mode, so the body arrives as text/plain;charset=UTF-8: it is JSON all
 * the same and is parsed as such. No dependencies (node:http).
 */
import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Largest body accepted; a registration is well under 2 KB. */
const MAX_BODY_BYTES = 64 * 1024;

/** Where 'redirect' mode sends the POST. */
const REDIRECT_PATH = '/redirigido';

/** A slow webhook's delay ('slow' mode): longer than the form's 15 s wait for an answer. */
const SLOW_ANSWER_MS = 25_000;

const OK_BODY = '{"ok":true}\n';

const CORS_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  // Chromium's Private Network Access preflight, for a page served from a public address.
  'Access-Control-Allow-Private-Network': 'true',
  'Access-Control-Max-Age': '600',
};

/**
 * Answers with the CORS headers and, when given, a body: JSON when it starts with "{", else text.
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} [body]
 * @param {Record<string, string>} [headers]
 */
function answer(response, status, body = '', headers = {}) {
  const type = body === '' ? {} : { 'Content-Type': body.startsWith('{') ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' };
  response.writeHead(status, { ...CORS_HEADERS, ...headers, ...type });
  response.end(body);
}

/**
 * @typedef {{ method: string, headers: import('node:http').IncomingHttpHeaders, body: string, json: unknown, duplicate: boolean }} ReceivedRequest
 * @typedef {'ok' | 'hang' | 'slow' | 'error' | 'redirect' | 'down'} ReceiverMode
 */

/**
 * Starts the receiver.
 * @param {{ port?: number, host?: string, file?: string, mode?: ReceiverMode, log?: boolean }} [options]
 *   `mode`: 'ok' answers 200 to POST and 204 to OPTIONS; 'hang' accepts every request and never
 *   answers (for the form's 15 s timeout); 'slow' answers 200 after 25 s; 'error' answers 500;
 *   'redirect' answers 302 to REDIRECT_PATH, as a moved webhook or an http-to-https rule does (a
 *   browser follows it with a GET without the body, recorded and answered 200); 'down' closes every connection before reading it and records nothing, as if the network were.
 *   `file`: where to append each POST body as a JSON line. `log`: print each registration (the
 *   command line does; the tests don't).
 * @returns {Promise<{ url: string, received: ReceivedRequest[], setMode: (mode: ReceiverMode) => void, close: () => Promise<void> }>}
 *   `received`: every request except answered CORS preflights, oldest first (in 'hang' mode too;
 *   a GET, such as a followed redirect, too);
 *   `duplicate` is true when its registroId had already arrived.
 */
export async function startWebhookReceiver({ port = 0, host = '127.0.0.1', file, mode: initialMode = 'ok', log = false } = {}) {
  /** @type {ReceivedRequest[]} */
  const received = [];
  /** registroIds seen so far. */
  const seen = new Set();
  let mode = initialMode;

  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS' && mode !== 'hang') return answer(response, 204);
    if (request.method === 'GET' && request.url === REDIRECT_PATH) {
      received.push({ method: 'GET', headers: request.headers, body: '', json: null, duplicate: false });
      return answer(response, 200, OK_BODY);
    }
    if (request.method !== 'POST' && mode !== 'hang') return answer(response, 405, 'Solo POST\n', { Allow: 'POST, OPTIONS' });

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        answer(response, 413, 'Cuerpo demasiado grande\n');
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', async () => {
      if (response.writableEnded) return;
      const body = Buffer.concat(chunks).toString('utf8');
      /** @type {unknown} */
      let json = null;
      try {
        json = JSON.parse(body);
      } catch {
        // Kept as text in `body`; `json` stays null.
      }
      const registroId = typeof json === 'object' && json !== null ? /** @type {{ registroId?: unknown }} */ (json).registroId : undefined;
      const duplicate = typeof registroId === 'string' && seen.has(registroId);
      if (typeof registroId === 'string') seen.add(registroId);
      received.push({ method: request.method ?? 'POST', headers: request.headers, body, json, duplicate });
      if (mode === 'hang') return; // recorded, never answered: the browser's fetch stays pending
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS).unref());
      if (response.destroyed) return;
      if (mode === 'redirect') return answer(response, 302, '', { Location: REDIRECT_PATH });
      if (mode === 'error') return answer(response, 500, '{"ok":false}\n');
      if (log) printRegistration(request.headers['content-type'], json, body, duplicate);
      if (file) {
        try {
          const line = json === null ? { cuerpoNoJson: body } : duplicate ? { ...json, duplicado: true } : json;
          await appendFile(file, `${JSON.stringify(line)}\n`);
        } catch (error) {
          console.error(`No se pudo escribir en ${file}: ${error instanceof Error ? error.message : error}`);
        }
      }
      answer(response, 200, OK_BODY);
    });
  });

  server.on('connection', (socket) => {
    if (mode === 'down') socket.destroy();
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('El receptor no obtuvo un puerto TCP');
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${urlHost}:${address.port}/`,
    received,
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise((resolve) => {
        // Hanging requests would keep the server open forever.
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * @param {string | undefined} contentType
 * @param {unknown} json
 * @param {string} body
 * @param {boolean} duplicate
 */
function printRegistration(contentType, json, body, duplicate) {
  const time = new Date().toLocaleTimeString('es-CO', { hour12: false });
  const what = duplicate ? 'DUPLICADO (registroId ya recibido; la automatización debe descartarlo)' : 'Registro recibido';
  console.log(`\n[${time}] ${what} (${contentType ?? 'sin Content-Type'}):`);
  console.log(json === null ? `  (no es JSON) ${body}` : JSON.stringify(json, null, 2));
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      file: { type: 'string', default: 'registrations.jsonl' },
      mode: { type: 'string', default: 'ok' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Puerto inválido: ${values.port}`);
  if (!['ok', 'hang', 'slow', 'error', 'redirect', 'down'].includes(values.mode)) {
    throw new Error(`Modo inválido: ${values.mode} (use ok, hang, slow, error, redirect o down)`);
  }
  const file = path.resolve(values.file);
  const mode = /** @type {ReceiverMode} */ (values.mode);
  const receiver = await startWebhookReceiver({ port, host: values.host, file, mode, log: true });
  console.log(`Receptor de registros escuchando en ${receiver.url}`);
  console.log(`Cada registro se añade a ${file}.`);
  console.log(`Abra el sitio en http://localhost:3000 (npm run dev) o http://127.0.0.1:3000 (npm start), y en el`);
  console.log(`panel "Configuración del webhook" bajo el formulario guarde la URL ${receiver.url}`);
  const stop = () => receiver.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`webhook: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
