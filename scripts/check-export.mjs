#!/usr/bin/env node
/**
 * Checks of the built export (`npm run test:export`, inside `npm test` after the build), each a
 * numbered section below: required files, first-load JavaScript budgets, html-validate, links and
 * anchors (linkinator, the sitemap's URLs included) and new tabs, out/_headers and its CSP, V8's
 * compile hints (scripts/lib/compile-hints.js), and what scripts/postbuild.mjs leaves in each page
 * (its CSS once in <head>, its RSC payload in a file, its icons) with the HTML's weight.
 * Exits non-zero on any failure. Lighthouse figures are `npm run bench`, not this.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { check as checkLinks, resetSharedAgents } from 'linkinator';
import compileHints from './lib/compile-hints.js';
import deferScripts from './lib/defer-scripts.js';
import extractStyles from './lib/extract-styles.js';
import checks from './lib/export-checks.js';
import headersLib from './lib/headers.js';
import html from './lib/html.js';
import { startStaticServer } from './serve.mjs';

const { KB, htmlGzipBudgetFor, gzipBytes, jsBudgetFor, htmlBudgetFor, firstLoadJavaScript, routeOfFile, sitemapUrls, newTabLinksWithoutNoopener, cspBlockedMarkup, formatTable } =
  checks;
const { readHeadersFile, headersForPath, sha256Source } = headersLib;
const { inlineScripts, scanTags } = html;
const { PAYLOAD_ATTRIBUTE, STYLES_ATTRIBUTE } = deferScripts;
const { firstLoadScriptFiles, hasCompileHint } = compileHints;
const { PAGE_STYLE_ATTRIBUTE } = extractStyles;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(projectRoot, 'out');
const REQUIRED_FILES = ['index.html', '404.html', 'sitemap.xml', 'robots.txt'];

/** @type {{ section: string, failures: string[] }[]} */
const sections = [];

/** @param {string} section */
function report(section) {
  const entry = { section, failures: /** @type {string[]} */ ([]) };
  sections.push(entry);
  return entry.failures;
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);

/** @type {Map<string, Promise<string>>} */
const texts = new Map();
/** @param {string} relative a file of out/ */
function readText(relative) {
  if (!texts.has(relative)) texts.set(relative, readFile(path.join(outDir, relative), 'utf8'));
  return /** @type {Promise<string>} */ (texts.get(relative));
}

async function main() {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true }).catch(() => undefined);
  if (!entries) {
    console.error(`No existe ${outDir}: ejecute "npm run build" primero.`);
    process.exit(1);
  }
  /** Every file of out/, by its path from there with forward slashes. */
  const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')));
  const exists = (/** @type {string} */ relative) => files.has(relative.replace(/^\//, ''));
  const htmlFiles = [...files].filter((file) => file.endsWith('.html')).sort();
  const pages = htmlFiles.filter((file) => file === '404.html' || file === 'index.html' || file.endsWith('/index.html'));

  // 1. Required files.
  const missing = report('Archivos obligatorios en out/');
  for (const file of REQUIRED_FILES) if (!exists(file)) missing.push(`falta out/${file}`);

  // 2. First-load JavaScript budgets.
  const budgetFailures = report('Presupuesto de JavaScript inicial');
  /** @type {Map<string, number>} */
  const gzipSizes = new Map();
  const jsRows = [['Ruta', 'Scripts', 'gzip (KB)', 'Límite (KB)', 'Estado']];
  for (const file of pages) {
    const route = routeOfFile(file);
    // A missing script is reported by the link check below.
    const { bytes, scripts, external } = firstLoadJavaScript(outDir, await readText(file), gzipSizes);
    for (const source of external) budgetFailures.push(`${route}: script externo ${source}`);
    const budget = jsBudgetFor(route);
    jsRows.push([route, String(scripts.length), kb(bytes), kb(budget), bytes <= budget ? 'OK' : 'EXCEDIDO']);
    if (bytes > budget) budgetFailures.push(`${route}: ${kb(bytes)} KB > ${kb(budget)} KB`);
  }
  console.log(`\nJavaScript inicial por página (gzip nivel 9, sin polyfills noModule; 1 KB = 1000 bytes)\n${formatTable(jsRows)}`);

  // 3. html-validate (.htmlvalidate.mjs).
  const validationFailures = report('HTML válido (html-validate)');
  const validation = await new HtmlValidate(new FileSystemConfigLoader()).validateMultipleFiles(htmlFiles.map((file) => path.join(outDir, file)));
  if (!validation.valid) {
    console.log(`\n${formatterFactory('stylish')(validation.results)}`);
    for (const result of validation.results) {
      if (result.errorCount > 0) validationFailures.push(`${path.relative(projectRoot, result.filePath)}: ${result.errorCount} ${result.errorCount === 1 ? 'error' : 'errores'}`);
    }
  }

  // 4. Links, anchors, new tabs. linkinator crawls the export as served by scripts/serve.mjs
  // (so "/x" for a directory is a redirect, reported as an error) and checks every #fragment.
  const linkFailures = report('Enlaces internos, anclas y pestañas nuevas');
  const sitemap = sitemapUrls(outDir);
  const siteOrigin = sitemap[0] ? new URL(sitemap[0]).origin : undefined;
  for (const url of sitemap) if (new URL(url).origin !== siteOrigin) linkFailures.push(`sitemap.xml: ${url} no es del origen ${siteOrigin}`);
  const server = await startStaticServer({ root: outDir });
  const local = server.url.replace(/\/$/, '');
  /** @param {string} url */
  const toLocal = (url) => (siteOrigin && url.startsWith(siteOrigin) ? local + url.slice(siteOrigin.length) : url);
  let crawl;
  try {
    crawl = await checkLinks({
      // Every page (404.html included, which nothing links to) and every URL of the sitemap.
      path: [...new Set([...htmlFiles.map((file) => local + routeOfFile(file)), ...sitemap.map(toLocal)])],
      recurse: true,
      checkFragments: true,
      redirects: 'error',
      // Absolute URLs of the site (canonical, social cards) are checked against the export too.
      urlRewriteExpressions: siteOrigin ? [{ pattern: new RegExp(`^${siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), replacement: local }] : [],
      linksToSkip: async (link) => !link.startsWith(`${local}/`) && link !== local,
    });
  } finally {
    // Its kept-alive connections would hold the process open for seconds.
    resetSharedAgents();
    await server.close();
  }
  const checked = crawl.links.filter((link) => link.state !== 'SKIPPED');
  for (const link of crawl.links.filter((result) => result.state === 'BROKEN')) {
    const url = new URL(link.url);
    const target = link.url.replace(local, '');
    if (url.hash && link.status === 200) linkFailures.push(`${target}: no hay ningún elemento con id="${decodeURIComponent(url.hash.slice(1))}" en ${url.pathname}`);
    else {
      const status = link.status === 301 || link.status === 308 ? `${link.status}: le falta la barra final` : link.status || 'sin respuesta';
      linkFailures.push(`${link.parent ? link.parent.replace(local, '') : 'sitemap'}: ${target} (${status})`);
    }
  }
  for (const file of htmlFiles) {
    for (const href of newTabLinksWithoutNoopener(await readText(file))) linkFailures.push(`out/${file}: target="_blank" sin rel="noopener": ${href}`);
  }

  // 5. Headers and CSP.
  const headerFailures = report('Encabezados (out/_headers) y CSP');
  const headerRules = exists('_headers') ? await readHeadersFile(path.join(outDir, '_headers')) : undefined;
  if (!headerRules) headerFailures.push('falta out/_headers: "npm run build" lo genera (next build + scripts/postbuild.mjs)');
  else {
    const placeholder = /\{\{[A-Z_]+\}\}/.exec(await readText('_headers'));
    if (placeholder) headerFailures.push(`out/_headers conserva ${placeholder[0]}: falta ejecutar scripts/postbuild.mjs tras next build`);
    for (const file of htmlFiles) {
      const route = routeOfFile(file);
      const policy = [...headersForPath(headerRules, route)].find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
      if (!policy) {
        headerFailures.push(`${route}: sin Content-Security-Policy`);
        continue;
      }
      const scriptSrc = policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src ')) ?? '';
      const allowed = new Set(scriptSrc.split(/\s+/));
      const uncovered = inlineScripts(await readText(file)).filter((script) => !allowed.has(sha256Source(script)));
      if (uncovered.length > 0) headerFailures.push(`out/${file}: ${uncovered.length} scripts en línea sin su hash en la CSP (¿se reconstruyó sin postbuild?)`);
    }
  }
  for (const file of htmlFiles) {
    for (const problem of cspBlockedMarkup(await readText(file))) headerFailures.push(`out/${file}: ${problem} (la CSP lo bloquea)`);
  }

  // 6. Compile hints: on every first-load chunk, on no other.
  const hintFailures = report('Sugerencia de compilación en los scripts de carga inicial');
  const firstLoad = new Set(firstLoadScriptFiles(await Promise.all(htmlFiles.map(readText))));
  for (const file of [...files].filter((name) => name.startsWith('_next/static/') && name.endsWith('.js'))) {
    const marked = hasCompileHint(await readFile(path.join(outDir, file), 'utf8'));
    if (firstLoad.has(file) && !marked) hintFailures.push(`out/${file}: script de carga inicial sin la sugerencia (¿se reconstruyó sin postbuild?)`);
    if (!firstLoad.has(file) && marked) hintFailures.push(`out/${file}: lleva la sugerencia sin ser de carga inicial`);
  }

  // 7. The CSS and the payload out of the pages (scripts/lib/extract-styles.js, split-styles.js,
  // defer-scripts.js), each icon's symbol once (components/ui/icon.tsx), and the HTML's weight.
  const weightFailures = report('CSS una vez en <head>, datos RSC en su archivo y peso del HTML');
  const weightRows = [['Ruta', 'HTML (KB)', 'Límite (KB)', 'gzip (KB)', 'Límite (KB)', 'Estado']];
  for (const file of pages) {
    const route = routeOfFile(file);
    const text = await readText(file);
    const bytes = Buffer.byteLength(text);
    const budget = htmlBudgetFor(route);
    const gzipped = gzipBytes(text);
    // What its response headers leave of the first round trip.
    const gzipBudget = htmlGzipBudgetFor(headerRules ? headersForPath(headerRules, route) : []);
    weightRows.push([route, kb(bytes), kb(budget), kb(gzipped), kb(gzipBudget), bytes <= budget && gzipped <= gzipBudget ? 'OK' : 'EXCEDIDO']);
    if (bytes > budget) weightFailures.push(`${route}: ${kb(bytes)} KB > ${kb(budget)} KB`);
    if (gzipped > gzipBudget) weightFailures.push(`${route}: ${kb(gzipped)} KB gzip > ${kb(gzipBudget)} KB (con sus cabeceras no cabe en el primer viaje de red)`);
    for (const problem of checks.iconProblems(text)) weightFailures.push(`out/${file}: ${problem}`);
    const tags = scanTags(text);
    for (const styles of tags.flatMap((tag) => tag.attrs.get(STYLES_ATTRIBUTE) ?? [])) {
      if (!exists(styles)) weightFailures.push(`out/${file}: falta su hoja de estilos aplazada ${styles}`);
      if (!tags.some((tag) => tag.name === 'link' && tag.attrs.get('href') === styles)) weightFailures.push(`out/${file}: sin <noscript> con ${styles}`);
    }
    if (text.includes('data-styled')) weightFailures.push(`out/${file}: conserva estilos de styled-components (¿se reconstruyó sin postbuild?)`);
    const headStyles = text.slice(0, text.indexOf('</head>')).split(`<style ${PAGE_STYLE_ATTRIBUTE}=`).length - 1;
    if (headStyles !== 1) weightFailures.push(`out/${file}: ${headStyles} elementos <style ${PAGE_STYLE_ATTRIBUTE}> en <head>, no 1`);
    if (text.includes('self.__next_f.push(')) weightFailures.push(`out/${file}: conserva datos RSC en línea (¿se reconstruyó sin postbuild?)`);
    const payloads = tags.flatMap((tag) => tag.attrs.get(PAYLOAD_ATTRIBUTE) ?? []);
    if (payloads.length !== 1) weightFailures.push(`out/${file}: ${payloads.length} archivos de datos RSC que cargar, no 1`);
    for (const payload of payloads) {
      if (!exists(payload)) weightFailures.push(`out/${file}: falta su archivo de datos RSC ${payload}`);
      else if ((await readText(payload.replace(/^\//, ''))).includes('data-styled')) weightFailures.push(`${payload}: conserva estilos de styled-components`);
    }
  }
  console.log(`\nHTML por página (1 KB = 1000 bytes; gzip nivel 9)\n${formatTable(weightRows)}`);

  console.log(
    `\nRevisados ${htmlFiles.length} archivos HTML: ${checked.length} enlaces internos (anclas incluidas, linkinator), ` +
      `${crawl.links.length - checked.length} externos sin seguir, ${sitemap.length} URL del sitemap.\n`,
  );
  const failed = sections.filter(({ failures }) => failures.length > 0).length;
  for (const { section, failures } of sections) console.log([`${failures.length === 0 ? '✔' : '✘'} ${section}`, ...failures.map((failure) => `    ${failure}`)].join('\n'));
  console.log(`\ncheck-export: ${sections.length - failed} passed, ${failed} failed`);
  if (failed > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
