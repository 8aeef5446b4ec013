#!/usr/bin/env node
/**
 * Checks of the built export (`npm run test:export`, inside `npm test` after the build):
 *   1. out/ holds index.html, 404.html, sitemap.xml, robots.txt;
 *   2. first-load JavaScript of every page within its budget (gzip level 9, 1 KB = 1000 bytes,
 *      noModule polyfills excluded: modern browsers skip them);
 *   3. html-validate on every out/**\/*.html, zero errors (.htmlvalidate.mjs);
 *   4. every internal href/src resolves to an exported file and every #anchor to an id on its
 *      page; every target="_blank" link has rel="noopener"; the sitemap's URLs exist;
 *   5. out/_headers was generated (no template placeholder) and its CSP hashes cover every inline
 *      script; no markup the CSP would block (inline event handlers, javascript: URLs);
 *   6. every first-load chunk starts with V8's compile hint, and no other chunk does
 *      (scripts/postbuild.mjs, scripts/lib/compile-hints.js).
 * Exits non-zero on any failure. Lighthouse figures are `npm run bench`, not this.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import compileHints from './lib/compile-hints.js';
import checks from './lib/export-checks.js';
import headersLib from './lib/headers.js';
import html from './lib/html.js';

const { KB, jsBudgetFor, firstLoadJavaScript, routeOfFile, collectReferences, collectIds, classifyReference, fileForPath, newTabLinksWithoutNoopener, cspBlockedMarkup } = checks;
const { readHeadersFile, headersForPath, sha256Source } = headersLib;
const { inlineScripts } = html;
const { firstLoadScriptFiles, hasCompileHint } = compileHints;

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

async function listExport() {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  /** @type {Map<string, 'file' | 'directory'>} */
  const kinds = new Map();
  for (const entry of entries) {
    const relative = path.relative(outDir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/');
    kinds.set(relative, entry.isDirectory() ? 'directory' : 'file');
  }
  return kinds;
}

/** @type {Map<string, string>} */
const textCache = new Map();
/** @param {string} relative */
async function readText(relative) {
  let text = textCache.get(relative);
  if (text === undefined) {
    text = await readFile(path.join(outDir, relative), 'utf8');
    textCache.set(relative, text);
  }
  return text;
}

async function main() {
  const kinds = await listExport().catch(() => undefined);
  if (!kinds) {
    console.error(`No existe ${outDir}: ejecute "npm run build" primero.`);
    process.exit(1);
  }
  const kindOf = (/** @type {string} */ relative) => kinds.get(relative.replace(/\/$/, ''));
  const htmlFiles = [...kinds].filter(([file, kind]) => kind === 'file' && file.endsWith('.html')).map(([file]) => file).sort();

  // 1. Required files.
  const missing = report('Archivos obligatorios en out/');
  for (const file of REQUIRED_FILES) if (kindOf(file) !== 'file') missing.push(`falta out/${file}`);

  // 2. First-load JavaScript budgets.
  const budgetFailures = report('Presupuesto de JavaScript inicial');
  const pages = htmlFiles.filter((file) => file === '404.html' || file === 'index.html' || file.endsWith('/index.html'));
  /** @type {Map<string, number>} */
  const gzipSizes = new Map();
  const rows = [];
  for (const file of pages) {
    const route = routeOfFile(file);
    // A missing script is reported by the link check below.
    const { bytes, scripts, external } = firstLoadJavaScript(outDir, await readText(file), gzipSizes);
    for (const source of external) budgetFailures.push(`${route}: script externo ${source}`);
    const budget = jsBudgetFor(route);
    rows.push({ route, scripts: scripts.length, bytes, budget });
    if (bytes > budget) budgetFailures.push(`${route}: ${kb(bytes)} KB > ${kb(budget)} KB`);
  }
  const width = Math.max(10, ...rows.map((row) => row.route.length));
  console.log('\nJavaScript inicial por página (gzip nivel 9, sin polyfills noModule; 1 KB = 1000 bytes)');
  console.log(`${'Ruta'.padEnd(width)}  Scripts  gzip (KB)  Límite (KB)  Estado`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${String(row.scripts).padStart(7)}  ${kb(row.bytes).padStart(9)}  ${kb(row.budget).padStart(11)}  ${row.bytes <= row.budget ? 'OK' : 'EXCEDIDO'}`,
    );
  }

  // 3. html-validate.
  const validationFailures = report('HTML válido (html-validate)');
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const validation = await validator.validateMultipleFiles(htmlFiles.map((file) => path.join(outDir, file)));
  if (!validation.valid) {
    console.log(`\n${formatterFactory('stylish')(validation.results)}`);
    for (const result of validation.results) {
      if (result.errorCount > 0) validationFailures.push(`${path.relative(projectRoot, result.filePath)}: ${result.errorCount} ${result.errorCount === 1 ? 'error' : 'errores'}`);
    }
  }

  // 4. Links, anchors, new tabs.
  const linkFailures = report('Enlaces internos, anclas y pestañas nuevas');
  const sitemap = kindOf('sitemap.xml') === 'file' ? await readText('sitemap.xml') : '';
  const sitemapUrls = [...sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1] ?? '');
  const siteOrigin = sitemapUrls[0] ? new URL(sitemapUrls[0]).origin : undefined;
  /** @type {Map<string, Set<string>>} */
  const idsByFile = new Map();
  const idsOf = async (/** @type {string} */ file) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = collectIds(await readText(file));
      idsByFile.set(file, ids);
    }
    return ids;
  };
  let internalCount = 0;
  let anchorCount = 0;
  let externalCount = 0;
  /** @param {string} where @param {string} value @param {string} route */
  const checkReference = async (where, value, route) => {
    const reference = classifyReference(value, route, siteOrigin);
    if (reference.kind === 'skip') return;
    if (reference.kind === 'external') {
      externalCount += 1;
      return;
    }
    if (reference.kind === 'invalid') {
      linkFailures.push(`${where}: "${value}": ${reference.reason}`);
      return;
    }
    internalCount += 1;
    const target = fileForPath(reference.path, kindOf);
    if ('error' in target) {
      linkFailures.push(`${where}: "${value}" ${target.error}`);
      return;
    }
    if (reference.fragment !== undefined && reference.fragment !== '' && reference.fragment.toLowerCase() !== 'top') {
      anchorCount += 1;
      if (!target.file.endsWith('.html')) linkFailures.push(`${where}: "${value}": ancla en un archivo que no es HTML`);
      else if (!(await idsOf(target.file)).has(reference.fragment)) {
        linkFailures.push(`${where}: "${value}": no hay ningún elemento con id="${reference.fragment}" en out/${target.file}`);
      }
    }
  };
  for (const file of htmlFiles) {
    const page = await readText(file);
    const route = routeOfFile(file);
    for (const reference of collectReferences(page)) {
      await checkReference(`out/${file} <${reference.tag} ${reference.attribute}>`, reference.value, route);
    }
    for (const href of newTabLinksWithoutNoopener(page)) linkFailures.push(`out/${file}: target="_blank" sin rel="noopener": ${href}`);
  }
  for (const url of sitemapUrls) {
    if (siteOrigin && new URL(url).origin !== siteOrigin) linkFailures.push(`sitemap.xml: ${url} no es del origen ${siteOrigin}`);
    else await checkReference('out/sitemap.xml <loc>', url, '/');
  }

  // 5. Headers and CSP.
  const headerFailures = report('Encabezados (out/_headers) y CSP');
  if (kindOf('_headers') !== 'file') headerFailures.push('falta out/_headers: "npm run build" lo genera (next build + scripts/postbuild.mjs)');
  else {
    const headersText = await readText('_headers');
    const placeholder = /\{\{[A-Z_]+\}\}/.exec(headersText);
    if (placeholder) headerFailures.push(`out/_headers conserva ${placeholder[0]}: falta ejecutar scripts/postbuild.mjs tras next build`);
    const rules = await readHeadersFile(path.join(outDir, '_headers'));
    for (const file of htmlFiles) {
      const route = routeOfFile(file);
      const headers = headersForPath(rules, route);
      const policy = [...headers].find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
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
  const firstLoad = new Set(firstLoadScriptFiles(await Promise.all(htmlFiles.map((file) => readText(file)))));
  const chunkFiles = [...kinds].filter(([file, kind]) => kind === 'file' && file.startsWith('_next/static/') && file.endsWith('.js')).map(([file]) => file);
  for (const file of chunkFiles) {
    const marked = hasCompileHint(await readFile(path.join(outDir, file), 'utf8'));
    if (firstLoad.has(file) && !marked) hintFailures.push(`out/${file}: script de carga inicial sin la sugerencia (¿se reconstruyó sin postbuild?)`);
    if (!firstLoad.has(file) && marked) hintFailures.push(`out/${file}: lleva la sugerencia sin ser de carga inicial`);
  }

  console.log(
    `\nRevisados ${htmlFiles.length} archivos HTML: ${internalCount} referencias internas (${anchorCount} con ancla), ` +
      `${externalCount} externas sin seguir, ${sitemapUrls.length} URL del sitemap.`,
  );
  let failed = 0;
  console.log('');
  for (const { section, failures } of sections) {
    console.log(`${failures.length === 0 ? '✔' : '✘'} ${section}`);
    for (const failure of failures) console.log(`    ${failure}`);
    if (failures.length > 0) failed += 1;
  }
  console.log(`\ncheck-export: ${sections.length - failed} passed, ${failed} failed`);
  if (failed > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
