#!/usr/bin/env node
/**
 * A local stand-in for the automation webhook (README "Registro"): accepts the form's POST (and CORS preflights),
 * prints each registration, marks a repeated registroId as a duplicate (the firm's automation should drop it) and
 * appends it as a JSON line to a file. The form posts in `no-cors` mode: its JSON comes as text/plain.
 *
 *   node scripts/webhook.mjs [--port 8787] [--host 127.0.0.1] [--file registrations.jsonl] [--mode ok|hang|slow|error|redirect|down]
 */
import { once } from 'node:events';
import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';

const MODES = ['ok', 'hang', 'slow', 'error', 'redirect', 'down'];
/** Where 'redirect' mode sends the POST. */
const REDIRECT_PATH = '/redirigido';
/** 'slow' mode's delay: longer than the form's 15 s wait for an answer. */
const SLOW_ANSWER_MS = 25_000;
const CORS_HEADERS = {
  'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store',
  'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': '*',
  // Chromium's Private Network Access preflight, for a page served from a public address.
  'Access-Control-Allow-Private-Network': 'true', 'Access-Control-Max-Age': '600',
};

const parseJson = (body) => { try { return JSON.parse(body); } catch { return null; } };

/** Answers with the CORS headers; `body` is JSON when it starts with "{", else text. */
function answer(response, status, body = '', headers = {}) {
  const type = body === '' ? {} : { 'Content-Type': body.startsWith('{') ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' };
  response.writeHead(status, { ...CORS_HEADERS, ...headers, ...type }).end(body);
}

/**
 * Starts the receiver; its contract, modes and options included, is the WebhookReceiver type of e2e/fixtures.ts.
 * 'redirect' answers 302 as a moved webhook or an http-to-https rule does (the browser's GET that follows is recorded);
 * `received` holds every request but answered CORS preflights; `log` prints each registration (the CLI does).
 */
export async function startWebhookReceiver({ port = 0, host = '127.0.0.1', file, mode: initialMode = 'ok', log = false } = {}) {
  const received = [];
  const seenIds = new Set();
  let mode = initialMode;

  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS' && mode !== 'hang') return answer(response, 204);
    if (request.method === 'GET' && request.url === REDIRECT_PATH) {
      received.push({ method: 'GET', headers: request.headers, body: '', json: null, duplicate: false });
      return answer(response, 200, '{"ok":true}\n');
    }
    if (request.method !== 'POST' && mode !== 'hang') return answer(response, 405, 'Solo POST\n', { Allow: 'POST, OPTIONS' });

    const body = await text(request).catch(() => undefined);
    if (body === undefined) return;
    const json = parseJson(body); // null when not JSON: kept as text in `body`
    const registroId = json?.registroId;
    const duplicate = typeof registroId === 'string' && seenIds.has(registroId);
    if (typeof registroId === 'string') seenIds.add(registroId);
    received.push({ method: request.method ?? 'POST', headers: request.headers, body, json, duplicate });
    if (mode === 'hang') return; // recorded, never answered: the browser's fetch stays pending
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS).unref());
    if (response.destroyed) return;
    if (mode === 'redirect') return answer(response, 302, '', { Location: REDIRECT_PATH });
    if (mode === 'error') return answer(response, 500, '{"ok":false}\n');
    if (log) {
      const what = duplicate ? 'DUPLICADO (registroId ya recibido; la automatización debe descartarlo)' : 'Registro recibido';
      console.log(`\n[${new Date().toLocaleTimeString('es-CO', { hour12: false })}] ${what} (${request.headers['content-type'] ?? 'sin Content-Type'}):`);
      console.log(json === null ? `  (no es JSON) ${body}` : JSON.stringify(json, null, 2));
    }
    if (file) {
      const line = json === null ? { cuerpoNoJson: body } : duplicate ? { ...json, duplicado: true } : json;
      await appendFile(file, `${JSON.stringify(line)}\n`).catch((error) => console.error(`No se pudo escribir en ${file}: ${error.message}`));
    }
    answer(response, 200, '{"ok":true}\n');
  });
  // 'down': as if the network were, every connection closed before it is read, nothing recorded.
  server.on('connection', (socket) => mode === 'down' && socket.destroy());

  await once(server.listen(port, host), 'listening');
  const address = server.address();
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}/`,
    received,
    setMode: (next) => void (mode = next),
    close: () => {
      server.closeAllConnections(); // hanging requests would keep it open forever
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  try {
    const options = {
      port: { type: 'string', default: process.env.PORT ?? '8787' }, host: { type: 'string', default: '127.0.0.1' },
      file: { type: 'string', default: 'registrations.jsonl' }, mode: { type: 'string', default: 'ok' },
    };
    const { values } = parseArgs({ options });
    if (!MODES.includes(values.mode)) throw new Error(`Modo inválido: ${values.mode} (use ${MODES.join(', ')})`);
    const file = path.resolve(values.file);
    const receiver = await startWebhookReceiver({ port: Number(values.port), host: values.host, file, mode: values.mode, log: true });
    console.log(
      `Receptor de registros escuchando en ${receiver.url}\nCada registro se añade a ${file}.\nAbra el sitio en http://localhost:3000 (npm run dev) ` +
        `o http://127.0.0.1:3000 (npm start), y en el\npanel "Configuración del webhook" bajo el formulario guarde la URL ${receiver.url}`,
    );
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => receiver.close().then(() => process.exit(0)));
  } catch (error) {
    console.error(`webhook: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
