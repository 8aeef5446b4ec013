#!/usr/bin/env node
/**
 * A local stand-in for the automation webhook (README "Registro"): it accepts the form's POST
 * (and CORS preflights, should a client send one), prints each registration and appends it as one
 * JSON line to a file. The browser tests (e2e/fixtures.ts) start the same receiver in-process.
 *
 *   npm run webhook                      -> http://127.0.0.1:8787/, appends to registrations.jsonl
 *   node scripts/webhook.mjs [--port 8787] [--host 127.0.0.1] [--file registrations.jsonl] [--mode ok|hang]
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

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  // Chromium's Private Network Access preflight, for a page served from a public address.
  'Access-Control-Allow-Private-Network': 'true',
  'Access-Control-Max-Age': '600',
};

/**
 * @typedef {{ method: string, headers: import('node:http').IncomingHttpHeaders, body: string, json: unknown }} ReceivedRequest
 */

/**
 * Starts the receiver.
 * @param {{ port?: number, host?: string, file?: string, mode?: 'ok' | 'hang', log?: boolean }} [options]
 *   `mode`: 'ok' answers 200 to POST and 204 to OPTIONS; 'hang' accepts every request and never
 *   answers (for the form's 15 s timeout). `file`: where to append each POST body as a JSON line.
 *   `log`: print each registration (the command line does; the tests don't).
 * @returns {Promise<{ url: string, received: ReceivedRequest[], close: () => Promise<void> }>}
 *   `received`: every request except answered CORS preflights, oldest first (in 'hang' mode too).
 */
export async function startWebhookReceiver({ port = 0, host = '127.0.0.1', file, mode = 'ok', log = false } = {}) {
  /** @type {ReceivedRequest[]} */
  const received = [];

  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS' && mode === 'ok') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    if (request.method !== 'POST' && mode === 'ok') {
      response.writeHead(405, { ...CORS_HEADERS, Allow: 'POST, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Solo POST\n');
      return;
    }

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413, { ...CORS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Cuerpo demasiado grande\n');
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
      received.push({ method: request.method ?? 'POST', headers: request.headers, body, json });
      if (mode === 'hang') return; // recorded, never answered: the browser's fetch stays pending
      if (log) printRegistration(request.headers['content-type'], json, body);
      if (file) {
        try {
          await appendFile(file, `${JSON.stringify(json ?? { cuerpoNoJson: body })}\n`);
        } catch (error) {
          console.error(`No se pudo escribir en ${file}: ${error instanceof Error ? error.message : error}`);
        }
      }
      response.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
      response.end('{"ok":true}\n');
    });
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
 */
function printRegistration(contentType, json, body) {
  const time = new Date().toLocaleTimeString('es-CO', { hour12: false });
  console.log(`\n[${time}] Registro recibido (${contentType ?? 'sin Content-Type'}):`);
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
  if (values.mode !== 'ok' && values.mode !== 'hang') throw new Error(`Modo inválido: ${values.mode} (use ok o hang)`);
  const file = path.resolve(values.file);
  const receiver = await startWebhookReceiver({ port, host: values.host, file, mode: values.mode, log: true });
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
