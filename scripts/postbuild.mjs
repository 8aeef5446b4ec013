#!/usr/bin/env node
/**
 * Runs after `next build` (package.json "build"):
 * 1. gives each page its styled-components CSS once, in <head>, out of its body and inline RSC
 *    payload (scripts/lib/extract-styles.js says why and how);
 * 2. has every page run its first-load chunks after its first paint, and fetch its RSC payload then
 *    from out/_next/static/payload/ rather than carry it inline (scripts/lib/defer-scripts.js);
 * 3. on a page whose HTML would not fit in the first round trip (scripts/lib/export-checks.js),
 *    keeps inline only its first screen's CSS, and has its loader add the rest, from
 *    out/_next/static/styles/, after the first paint (scripts/lib/split-styles.js);
 * 4. marks every page's first-load chunks for eager compilation, with V8's compile-hint comment
 *    (scripts/lib/compile-hints.js says why);
 * 5. writes out/_headers from the template public/_headers, with
 *   - script-src: the sha256 of every inline <script> in out/**\/*.html, so the Content-Security-
 *     Policy needs no 'unsafe-inline' for scripts;
 *   - connect-src: the origin of NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL, read the way `next build`
 *     reads it (environment, then .env files), when set;
 *   - one revalidating Cache-Control rule per top-level entry of out/.
 * Rebuilding is the only way to change these: the hashes change whenever the page data does.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compileHints from './lib/compile-hints.js';
import deferScripts from './lib/defer-scripts.js';
import exportChecks from './lib/export-checks.js';
import extractStyles from './lib/extract-styles.js';
import frameworkOutput from './lib/framework-output.js';
import headersLib from './lib/headers.js';
import splitStyles from './lib/split-styles.js';

const require = createRequire(import.meta.url);
const { inlineScriptHashes, connectOrigin, revalidateRules, renderHeadersTemplate } = headersLib;
const { firstLoadScriptFiles, withCompileHint } = compileHints;
const { HTML_GZIP_BUDGET, gzipBytes } = exportChecks;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** out/, or the export given as the argument (the contract test's fixture, framework-output.contract.test.ts). */
const outDir = path.resolve(process.argv[2] ?? path.join(projectRoot, 'out'));
/** Where the pages' RSC payloads and deferred styles go, beside the fingerprinted (immutable) chunks. */
const PAYLOAD_DIRECTORY = `${frameworkOutput.NEXT_STATIC_PATH.slice(1)}payload`;
const STYLES_DIRECTORY = `${frameworkOutput.NEXT_STATIC_PATH.slice(1)}styles`;

/**
 * Writes a file named by its content (so it can be cached for good) and gives its URL.
 * @param {string} directory under out/
 * @param {string} content
 * @param {string} extension
 */
async function writeImmutable(directory, content, extension) {
  const name = `${createHash('sha256').update(content).digest('hex').slice(0, 16)}.${extension}`;
  await mkdir(path.join(outDir, directory), { recursive: true });
  await writeFile(path.join(outDir, directory, name), content);
  return `/${directory}/${name}`;
}

/**
 * Every file under dir whose name ends with the extension.
 * @param {string} dir
 * @param {string} extension
 * @returns {Promise<string[]>}
 */
async function filesWithExtension(dir, extension) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The webhook default as `next build` saw it: the environment, else the project's .env files. */
function buildTimeWebhookUrl() {
  // @next/env is the loader `next build` itself uses (a dependency of next).
  const { loadEnvConfig } = require('@next/env');
  loadEnvConfig(projectRoot, false, { info: () => {}, error: console.error });
  const { checkWebhookUrl } = require('../lib/build-env.js');
  const value = process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL;
  // `next build` has already refused a missing default without REGISTRATION_SIMULATION=1.
  return checkWebhookUrl(value, '1') === 'ok' ? value : undefined;
}

async function main() {
  const htmlFiles = await filesWithExtension(outDir, '.html').catch(() => []);
  if (htmlFiles.length === 0) throw new Error(`No hay HTML en ${outDir}: ejecute "next build" antes que este paso.`);

  const built = await Promise.all(htmlFiles.map((file) => readFile(file, 'utf8')));

  // Steps 1 and 2: each page's CSS once in <head> (scripts/lib/extract-styles.js), and its scripts
  // and payload after its first paint (scripts/lib/defer-scripts.js). Both leave a page already
  // done as it is.
  const styled = built.map((html) => extractStyles.pageWithoutStyles(html));
  const styledPages = styled.filter((html, index) => html !== built[index]).length;
  const documents = [];
  for (const html of styled.map((page) => deferScripts.withDeferredScripts(page))) {
    const payload = deferScripts.inlinePayload(html);
    if (payload === undefined) {
      documents.push(html);
      continue;
    }
    documents.push(deferScripts.withExternalPayload(html, await writeImmutable(PAYLOAD_DIRECTORY, payload, 'txt')));
  }

  // Step 3: on a page too heavy for the first round trip, the first screen's CSS inline and the
  // rest after the first paint. A page that fits keeps it all: nothing of it waits.
  let splitPages = 0;
  for (const [index, html] of documents.entries()) {
    const css = splitStyles.pageStylesheet(html);
    if (css === undefined || splitStyles.hasDeferredStyles(html) || gzipBytes(html) <= HTML_GZIP_BUDGET) continue;
    const { critical, rest } = splitStyles.splitStylesheet(css, html);
    if (rest === '') continue;
    documents[index] = splitStyles.withDeferredStyles(html, critical, await writeImmutable(STYLES_DIRECTORY, rest, 'css'));
    splitPages += 1;
  }
  for (const [index, html] of documents.entries()) {
    if (html !== built[index]) await writeFile(/** @type {string} */ (htmlFiles[index]), html);
  }

  const chunks = firstLoadScriptFiles(documents);
  for (const chunk of chunks) {
    const file = path.join(outDir, chunk);
    const source = await readFile(file, 'utf8');
    const marked = withCompileHint(source);
    if (marked !== source) await writeFile(file, marked);
  }

  const scriptHashes = inlineScriptHashes(documents);
  const webhookOrigin = connectOrigin(buildTimeWebhookUrl());
  const topLevel = await readdir(outDir, { withFileTypes: true });

  const template = await readFile(path.join(projectRoot, 'public', '_headers'), 'utf8');
  const text = renderHeadersTemplate(template, {
    scriptHashes,
    connectSources: webhookOrigin ? [webhookOrigin] : [],
    revalidateRules: revalidateRules(topLevel.map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }))),
  });
  await writeFile(path.join(outDir, '_headers'), text);

  if (styledPages > 0) console.log(`Estilos de styled-components reunidos en el <head> de ${styledPages} archivos HTML.`);
  if (splitPages > 0) console.log(`CSS de la primera pantalla en línea y el resto aplazado: ${splitPages} de ${documents.length} archivos HTML.`);
  console.log(`Sugerencia de compilación anticipada en ${chunks.length} scripts de carga inicial.`);
  console.log(
    `out/_headers escrito: ${scriptHashes.length} hashes de scripts en línea (${htmlFiles.length} archivos HTML); ` +
      `connect-src 'self'${webhookOrigin ? ` ${webhookOrigin}` : ' (sin webhook por defecto)'}.`,
  );
}

main().catch((error) => {
  console.error(`postbuild: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
