import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { currentJornada } from '@/lib/jornadas';
import { expect, test } from '../fixtures';

/**
 * The site as nginx serves it with scripts/deploy/ (see global-setup.ts): every route, the 404,
 * the trailing-slash redirect, the headers of out/_headers, and a registration, under the
 * production CSP. The fixtures fail a test on any console error or CSP violation.
 */

const outDir = path.resolve(__dirname, '..', '..', 'out');
const baseURL = process.env.NGINX_BASE_URL;
test.use({ baseURL });

/** Every page of the export: "/" and each directory with an index.html (Next's internal 404 copies aside). */
const ROUTES = [
  '/',
  ...readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`${path.sep}index.html`) && !/^(404|_not-found)\b/.test(file))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`)
    .sort(),
];

type HeadersLib = {
  readHeadersFile: (file: string) => Promise<unknown[]>;
  headersForPath: (rules: unknown[], pathname: string) => Map<string, string>;
};

/** The headers out/_headers gives a path, by lower-case name. */
async function expectedHeaders(pathname: string): Promise<Record<string, string>> {
  const { readHeadersFile, headersForPath } = (await import('../../scripts/lib/headers.js')) as HeadersLib;
  const headers = headersForPath(await readHeadersFile(path.join(outDir, '_headers')), pathname);
  return Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]));
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

test('nginx is running for these tests', () => {
  expect(baseURL, 'global-setup.ts starts nginx and sets NGINX_BASE_URL').toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

for (const route of ROUTES) {
  test(`${route} answers 200 with the headers of out/_headers and loads without a CSP violation`, async ({ page, request }) => {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const expected = await expectedHeaders(route);
    for (const name of [...SECURITY_HEADERS, 'cache-control']) expect(response.headers()[name], name).toBe(expected[name]);

    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  });
}

test("answers do not give nginx's version", async ({ request }) => {
  for (const route of ['/', '/no-existe/']) expect((await request.get(route)).headers()['server']).toBe('nginx');
});

test('fingerprinted files are cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const response = await request.get(script!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-security-policy']).toBe((await expectedHeaders('/'))['content-security-policy']);
});

test('an unknown path answers 404 with the not-found page and the security headers', async ({ page, request }) => {
  const response = await request.get('/esta-ruta-no-existe/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Página no encontrada');
  const expected = await expectedHeaders('/');
  for (const name of SECURITY_HEADERS) expect(response.headers()[name], name).toBe(expected[name]);

  const visit = await page.goto('/esta-ruta-no-existe/');
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});

test('a folder of the export without a page of its own answers 404 with the not-found page, not nginx\'s 403', async ({ request }) => {
  for (const folder of ['/images/', '/_next/static/']) {
    const response = await request.get(folder);
    expect(response.status(), folder).toBe(404);
    expect(await response.text()).toContain('Página no encontrada');
    expect(response.headers()['cache-control'], folder).not.toContain('immutable');
  }
});

test('compressed answers say they vary with Accept-Encoding, the sitemap too', async ({ request }) => {
  for (const route of ['/', '/sitemap.xml']) {
    const response = await request.get(route, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], route).toBe('gzip');
    expect(response.headers()['vary'], route).toMatch(/Accept-Encoding/i);
  }
});

test('/ as nginx sends it gzipped fits what its headers leave of the first round trip, as npm run test:export measures it', async () => {
  type Checks = { htmlGzipBudgetFor: (headers: Iterable<[string, string]>) => number };
  const { htmlGzipBudgetFor } = (await import('../../scripts/lib/export-checks.js')) as Checks;
  // Node's client, not Playwright's: it hands over the body as sent, still compressed.
  const sent = await new Promise<{ encoding?: string; bytes: number }>((resolve, reject) => {
    get(new URL('/', baseURL), { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
    }).on('error', reject);
  });
  expect(sent.encoding).toBe('gzip');
  expect(sent.bytes).toBeLessThanOrEqual(htmlGzipBudgetFor(Object.entries(await expectedHeaders('/'))));
});

test('out/_headers itself is not served', async ({ request }) => {
  const response = await request.get('/_headers');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Content-Security-Policy');
});

test('/envivo redirects to /envivo/', async ({ page, request }) => {
  const response = await request.get('/envivo', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/envivo/');
  await page.goto('/envivo');
  expect(new URL(page.url()).pathname).toBe('/envivo/');
});

async function fill(page: Page) {
  const form = page.getByRole('form', { name: 'Registro para la jornada' });
  await form.getByLabel('Nombre', { exact: true }).fill('José');
  await form.getByLabel('Apellido').fill('Muñoz');
  await form.getByLabel('Correo electrónico').fill('jose@example.com');
  await form.getByLabel('Número de celular').fill('315-123-4567');
  await form.getByLabel('¿Cuánto debes en total?').selectOption({ index: 1 });
  await form.getByRole('radio').first().check();
  await form.getByRole('checkbox', { name: /Autorizo a .+ a tratar mis datos personales/ }).check();
  return form;
}

test('a registration reaches the receiver through the page’s own origin', async ({ page }) => {
  const { startWebhookReceiver } = (await import('../../scripts/webhook.mjs')) as {
    startWebhookReceiver: (options: { port: number }) => Promise<{ received: { json: unknown }[]; close: () => Promise<void> }>;
  };
  const receiver = await startWebhookReceiver({ port: Number(process.env.NGINX_WEBHOOK_PORT) });
  try {
    // The day before the current jornada starts: the registration form is open.
    await page.clock.install({ time: Date.parse(currentJornada(Date.now()).start) - 24 * 60 * 60 * 1000 });
    await page.addInitScript((url) => window.localStorage.setItem('registrationWebhookUrl', url), `${baseURL}/__registros`);
    await page.goto('/#register');
    const form = await fill(page);
    await form.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText('¡Registro exitoso! Nos comunicaremos pronto contigo.')).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.json).toMatchObject({ nombre: 'José', apellido: 'Muñoz', correo: 'jose@example.com' });
  } finally {
    await receiver.close();
  }
});

test('the shipped HTTPS server block passes nginx -t as written, bar the certificate paths', async () => {
  const deploy = path.resolve(__dirname, '..', '..', 'scripts', 'deploy');
  const prefix = await mkdtemp(path.join(tmpdir(), 'jornada-nginx-recipe-'));
  try {
    await mkdir(path.join(prefix, 'snippets'));
    await copyFile(path.join(deploy, 'nginx-site.conf'), path.join(prefix, 'snippets', 'jornada-site.conf'));
    const { nginxHeadersSnippet } = (await import('../../scripts/deploy/nginx-headers.mjs')) as { nginxHeadersSnippet: (rules: unknown[]) => string };
    const { readHeadersFile } = (await import('../../scripts/lib/headers.js')) as HeadersLib;
    await writeFile(path.join(prefix, 'snippets', 'jornada-headers.conf'), nginxHeadersSnippet(await readHeadersFile(path.join(outDir, '_headers'))));
    // A self-signed pair made for this check only stands in for the site's certificate.
    const recipe = (await readFile(path.join(deploy, 'nginx.conf'), 'utf8'))
      .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${path.join(__dirname, 'fixtures', 'test-only.crt')};`)
      .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${path.join(__dirname, 'fixtures', 'test-only.key')};`);
    await writeFile(path.join(prefix, 'jornada'), recipe);
    await writeFile(
      path.join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include jornada;\n}\n`,
    );
    const result = spawnSync(process.env.NGINX_PATH || '/usr/sbin/nginx', ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    expect(result.stderr).toContain('syntax is ok');
    expect(result.status, result.stderr).toBe(0);
  } finally {
    await rm(prefix, { recursive: true, force: true });
  }
});
