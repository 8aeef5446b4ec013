#!/usr/bin/env node
/**
 * Full-page screenshots of the built site for review (README "Scripts"): every route of
 * out/sitemap.xml plus the 404 page, at phone (390 px) and desktop (1366 px) width, and the
 * registration form with its errors and once completed (sent to a local webhook receiver).
 * A tool to look at the whole site in a minute, not a test: it asserts nothing.
 *
 *   npm run screenshots                      -> screenshots/*.png (build first: npm run build)
 *   node scripts/screenshots.mjs [--out dir] [--at 2031-11-14T19:30:00-05:00] [--only /envivo/]
 *
 * `--at` sets the page clock to that instant (the phase a visitor sees before, during or after a
 * jornada); without it the pages show the real time.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import chromiumConfig from './lib/chromium.js';
import checks from './lib/export-checks.js';
import { startStaticServer } from './serve.mjs';
import { startWebhookReceiver } from './webhook.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(projectRoot, 'out');

const WIDTHS = [
  { name: 'telefono', device: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
  { name: 'escritorio', device: { viewport: { width: 1366, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false } },
];

/** Spec §3: where the form reads its destination. */
const WEBHOOK_STORAGE_KEY = 'registrationWebhookUrl';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'screenshots' }, at: { type: 'string' }, only: { type: 'string' } },
});
const outDir = path.resolve(projectRoot, values.out);
const clockTime = values.at ? new Date(values.at) : undefined;
if (clockTime && Number.isNaN(clockTime.getTime())) throw new Error(`--at no es una fecha válida: ${values.at}`);

/** 'primera-jornada' for '/primera-jornada/', 'inicio' for '/'. */
const slug = (route) => route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'inicio';

/** Scrolls to the bottom and back so that lazy images and sticky states settle, then waits for the network. */
async function settle(page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // What follows the first screen stays hidden until its stylesheet has come (scripts/lib/split-styles.js).
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-styles-pending'));
  await page.evaluate(() => document.fonts.ready);
}

async function newPage(browser, width) {
  const context = await browser.newContext({ ...width.device, locale: 'es-CO', timezoneId: 'America/Bogota', reducedMotion: 'reduce' });
  // Nothing leaves the machine: third-party requests (video frames, thumbnails) are aborted.
  const localHosts = ['127.0.0.1', 'localhost', chromiumConfig.PAGE_HOST];
  await context.route((url) => !localHosts.includes(url.hostname) && url.protocol.startsWith('http'), (route) => route.abort());
  const page = await context.newPage();
  if (clockTime) await page.clock.install({ time: clockTime });
  page.on('pageerror', (error) => console.warn(`  aviso (${page.url()}): ${error.message}`));
  return { page, close: () => context.close() };
}

/** @param {import('@playwright/test').Page | import('@playwright/test').Locator} target */
async function shoot(target, file, options = {}) {
  await target.screenshot({ path: path.join(outDir, file), animations: 'disabled', ...options });
  console.log(`  ${path.relative(projectRoot, path.join(outDir, file))}`);
}

/** The registration section alone, without the fixed header painted across it. */
async function shootSection(page, file) {
  await page.evaluate(() => {
    for (const header of document.querySelectorAll('header')) {
      if (getComputedStyle(header).position === 'fixed') header.style.visibility = 'hidden';
    }
  });
  await shoot(page.locator('#register'), file);
}

/**
 * At 127.0.0.1, where the page may post to the local receiver; the developer settings panel the
 * form shows there is hidden, as a visitor never sees it.
 */
async function formStates(browser, width, base, webhookUrl) {
  const { page, close } = await newPage(browser, width);
  try {
    await page.addInitScript(([key, url]) => window.localStorage.setItem(key, url), [WEBHOOK_STORAGE_KEY, webhookUrl]);
    await page.goto(new URL('/#register', base).href, { waitUntil: 'load' });
    await page.addStyleTag({ content: '[data-settings] { display: none !important; }' });
    const form = page.locator('form[data-registration-form]');
    const submit = form.locator('button[type="submit"]');
    await submit.click();
    await form.locator('[data-error]').first().waitFor();
    await shootSection(page, `formulario-errores-${width.name}.png`);

    await form.locator('input[name="nombre"]').fill('María');
    await form.locator('input[name="apellido"]').fill('Gómez');
    await form.locator('input[name="correo"]').fill('maria.gomez@example.com');
    await form.locator('input[name="movil"]').fill('3151234567');
    const consent = form.locator('input[type="checkbox"]');
    if (await consent.count()) await consent.check();
    await submit.click();
    await page.locator('[data-completed]').waitFor({ timeout: 10_000 });
    // Let the toast finish sliding in.
    await page.waitForTimeout(600);
    await shootSection(page, `formulario-completado-${width.name}.png`);
  } finally {
    await close();
  }
}

async function main() {
  const server = await startStaticServer({ root: siteDir });
  const routes = checks.siteRoutes(siteDir).filter((route) => !values.only || route === values.only);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const webhook = await startWebhookReceiver();
  const browser = await chromium.launch(chromiumConfig.pageHostLaunchOptions);
  try {
    for (const width of WIDTHS) {
      console.log(`${width.name} (${width.device.viewport.width} px):`);
      for (const route of routes) {
        const { page, close } = await newPage(browser, width);
        try {
          await page.goto(new URL(route, chromiumConfig.atPageHost(server.url)).href, { waitUntil: 'load' });
          await settle(page);
          await shoot(page, `${slug(route)}-${width.name}.png`, { fullPage: true });
          console.log(`    alto: ${await page.evaluate(() => document.documentElement.scrollHeight)} px`);
        } finally {
          await close();
        }
      }
      if (!values.only || values.only === '/') await formStates(browser, width, server.url, webhook.url);
    }
  } finally {
    await browser.close();
    await webhook.close();
    await server.close();
  }
  console.log(`Capturas en ${path.relative(projectRoot, outDir) || '.'}/ (${webhook.received.length} registro(s) recibido(s) por el receptor local).`);
}

main().catch((error) => {
  console.error(`screenshots: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
