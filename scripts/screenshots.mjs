#!/usr/bin/env node
/**
 * Full-page screenshots of the built site for review, not a test (README "Scripts" lists what they show). `--at` sets
 * the page clock (the phase a visitor sees before, during or after a jornada); without it the pages show the real time.
 *
 *   node scripts/screenshots.mjs [--out screenshots] [--at 2031-11-14T19:30:00-05:00] [--only /envivo/]
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, errors } from '@playwright/test';
import { PAGE_HOST, atPageHost, pageHostLaunchOptions } from './lib/chromium.js';
import { siteRoutes } from './lib/export-checks.js';
import { startStaticServer } from './serve.mjs';
import { startWebhookReceiver } from './webhook.mjs';

const projectRoot = path.resolve(import.meta.dirname, '..');
const siteDir = path.join(projectRoot, 'out');
const WIDTHS = [
  { name: 'telefono', device: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
  { name: 'escritorio', device: { viewport: { width: 1366, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false } },
];

const { values } = parseArgs({ options: { out: { type: 'string', default: 'screenshots' }, at: { type: 'string' }, only: { type: 'string' } } });
const outDir = path.resolve(projectRoot, values.out);
const clockTime = values.at ? new Date(values.at) : undefined;
if (clockTime && Number.isNaN(clockTime.getTime())) throw new Error(`--at no es una fecha válida: ${values.at}`);

/**
 * Runs `run` on a page in a fresh context at `width`, closed after; nothing leaves the machine (third-party requests are
 * aborted). A run that times out runs again in a fresh page, twice at most: beside a build or CI a full page 9,000 px tall
 * at 390 px took over 30 s, once over 120 s, and a shot that hung once hung again in its page (2 of 16 runs on 28-11-2026).
 * @param {(page: import('@playwright/test').Page) => Promise<void>} run
 */
async function withPage(browser, width, run, attempt = 1) {
  const context = await browser.newContext({ ...width.device, locale: 'es-CO', timezoneId: 'America/Bogota', reducedMotion: 'reduce' });
  try {
    const localHosts = ['127.0.0.1', 'localhost', PAGE_HOST];
    await context.route((url) => !localHosts.includes(url.hostname) && url.protocol.startsWith('http'), (route) => route.abort());
    const page = await context.newPage();
    if (clockTime) await page.clock.install({ time: clockTime });
    page.on('pageerror', (error) => console.warn(`  aviso (${page.url()}): ${error.message}`));
    await run(page);
  } catch (error) {
    if (!(error instanceof errors.TimeoutError) || attempt === 3) throw error;
    console.warn(`  ${context.pages()[0]?.url()}: ${error.message.split('\n')[0]} Se abre la página otra vez.`);
    await context.close();
    await withPage(browser, width, run, attempt + 1);
  } finally {
    await context.close();
  }
}

/** @param {import('@playwright/test').Page} page */
async function shoot(page, file, options = {}) {
  // No hover state caught where the last click left the pointer.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(outDir, file), animations: 'disabled', timeout: 120_000, ...options });
  console.log(`  ${path.relative(projectRoot, path.join(outDir, file))}`);
}

/**
 * One section, without the fixed header painted across it, its box rounded inwards to whole pixels: its top often
 * falls between two, and an element's shot rounds outwards, drawing a line of the section above (read as a flaw:
 * blind review 31). @param {import('@playwright/test').Page} page @param {string} selector @param {string} file
 */
async function shootSection(page, selector, file) {
  const clip = await page.locator(selector).evaluate((section) => {
    for (const header of document.querySelectorAll('header')) if (getComputedStyle(header).position === 'fixed') header.style.visibility = 'hidden';
    const box = section.getBoundingClientRect();
    const [top, left] = [Math.ceil(box.top + scrollY), Math.ceil(box.left + scrollX)];
    return { x: left, y: top, width: Math.floor(box.right + scrollX) - left, height: Math.floor(box.bottom + scrollY) - top };
  });
  await shoot(page, file, { fullPage: true, clip });
}

/** A route in full, once lazy images, sticky states, the network and the deferred stylesheet have settled. */
async function shootRoute(browser, width, url, file) {
  await withPage(browser, width, async (page) => {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(async () => {
      const step = Math.max(200, window.innerHeight * 0.8);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Every image the page shows, loaded: on a busy machine a lazy poster the scroll started may still
    // be on its way, and one in a sideways row is never scrolled to (those of other phases stay hidden).
    await page.evaluate(() => {
      for (const image of document.images) if (image.checkVisibility()) image.loading = 'eager';
    });
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()));
    // …and decoded (they decode asynchronously, so a loaded poster could still paint blank).
    await page.evaluate(() => Promise.all([...document.images].filter((image) => image.checkVisibility()).map((image) => image.decode().catch(() => undefined))));
    // What follows the first screen stays hidden until its stylesheet has come (scripts/lib/split-styles.js).
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-styles-pending'));
    await page.evaluate(() => document.fonts.ready);
    await shoot(page, file, { fullPage: true });
    console.log(`    alto: ${await page.evaluate(() => document.documentElement.scrollHeight)} px`);
  });
}

/**
 * The registration section with its errors, then completed, at 127.0.0.1: there the page may post to the local receiver
 * (spec §3: its URL in localStorage), and the developer settings panel it shows there, never seen by a visitor, is hidden.
 */
async function formStates(browser, width, base, webhookUrl) {
  await withPage(browser, width, async (page) => {
    await page.addInitScript(([key, url]) => window.localStorage.setItem(key, url), ['registrationWebhookUrl', webhookUrl]);
    await page.goto(new URL('/#register', base).href, { waitUntil: 'load' });
    await page.addStyleTag({ content: '[data-settings] { display: none !important; }' });
    const form = page.locator('form[data-registration-form]');
    const submit = form.locator('button[type="submit"]');
    await submit.click();
    await form.locator('[data-error]').first().waitFor();
    await shootSection(page, '#register', `formulario-errores-${width.name}.png`);
    const fields = { nombre: 'María', apellido: 'Gómez', correo: 'maria.gomez@example.com', movil: '3151234567' };
    for (const [name, value] of Object.entries(fields)) await form.locator(`input[name="${name}"]`).fill(value);
    await form.locator('input[type="checkbox"]').check();
    await submit.click();
    await page.locator('[data-completed]').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(600); // the toast finishes sliding in
    await shootSection(page, '#register', `formulario-completado-${width.name}.png`);
  });
}

/** The questions of / with every answer open: what the law says is there, and a review must read it. */
async function faqOpen(browser, width, base) {
  await withPage(browser, width, async (page) => {
    await page.goto(new URL('/#faq', base).href, { waitUntil: 'load' });
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-styles-pending'));
    await page.evaluate(() => {
      for (const item of document.querySelectorAll('#faq details')) item.open = true;
    });
    await shootSection(page, '#faq', `preguntas-abiertas-${width.name}.png`);
  });
}

async function main() {
  const server = await startStaticServer({ root: siteDir });
  const routes = siteRoutes(siteDir).filter((route) => !values.only || route === values.only);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const webhook = await startWebhookReceiver();
  const browser = await chromium.launch(pageHostLaunchOptions);
  try {
    for (const width of WIDTHS) {
      console.log(`${width.name} (${width.device.viewport.width} px):`);
      for (const route of routes) {
        // 'primera-jornada' for '/primera-jornada/', 'inicio' for '/'.
        const slug = route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'inicio';
        await shootRoute(browser, width, new URL(route, atPageHost(server.url)).href, `${slug}-${width.name}.png`);
      }
      if (!values.only || values.only === '/') {
        await formStates(browser, width, server.url, webhook.url);
        await faqOpen(browser, width, atPageHost(server.url));
      }
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
