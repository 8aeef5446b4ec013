#!/usr/bin/env node
/**
 * Runs after `next build` (package.json "build"); each module says why and how:
 * 1. each page's styled-components CSS once, in <head> (scripts/lib/extract-styles.js);
 * 2. its first-load chunks run, and its RSC payload is fetched from out/_next/static/payload/,
 *    after its first paint (scripts/lib/defer-scripts.js);
 * 3. on a page whose HTML would not fit in the first round trip, only its first screen's CSS
 *    inline, the whole stylesheet from out/_next/static/styles/ after that paint
 *    (scripts/lib/split-styles.js, with beasties);
 * 4. V8's compile hint on every first-load chunk (scripts/lib/compile-hints.js);
 * 5. out/_headers from the template public/_headers (scripts/lib/headers.js): the sha256 of every
 *    inline script in script-src (no 'unsafe-inline'), the origin of
 *    NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL as `next build` read it in connect-src, and one
 *    revalidating Cache-Control rule per top-level entry of out/.
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
const { firstLoadScriptFiles, hasCompileHint, withCompileHint } = compileHints;
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

  // Steps 1 and 2 leave a page already done as it is.
  const styled = built.map((html) => extractStyles.pageWithoutStyles(html));
  const styledPages = styled.filter((html, index) => html !== built[index]).length;
  const documents = [];
  for (const html of styled.map((page) => deferScripts.withDeferredScripts(page))) {
    const payload = deferScripts.inlinePayload(html);
    documents.push(payload === undefined ? html : deferScripts.withExternalPayload(html, await writeImmutable(PAYLOAD_DIRECTORY, payload, 'txt')));
  }

  // Step 3: a page that fits in the first round trip keeps all its CSS: nothing of it waits.
  let splitPages = 0;
  for (const [index, html] of documents.entries()) {
    const css = splitStyles.pageStylesheet(html);
    if (css === undefined || splitStyles.hasDeferredStyles(html) || gzipBytes(html) <= HTML_GZIP_BUDGET) continue;
    const critical = await splitStyles.firstScreenStylesheet(html);
    if (critical === undefined) continue;
    documents[index] = splitStyles.withDeferredStyles(html, critical, await writeImmutable(STYLES_DIRECTORY, css, 'css'));
    splitPages += 1;
  }
  for (const [index, html] of documents.entries()) {
    if (html !== built[index]) await writeFile(/** @type {string} */ (htmlFiles[index]), html);
  }

  const chunks = firstLoadScriptFiles(documents);
  for (const file of chunks.map((chunk) => path.join(outDir, chunk))) {
    const source = await readFile(file, 'utf8');
    if (!hasCompileHint(source)) await writeFile(file, withCompileHint(source));
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
