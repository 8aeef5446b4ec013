#!/usr/bin/env node
/**
 * After `next build`, on out/ (or the export given, as the contract test does); each module says why.
 * 1. Each page's styled-components CSS once, in <head> (lib/extract-styles.js). 2. Its chunks run, and its
 * RSC payload is fetched, after the first paint (lib/defer-scripts.js). 3. A page too big for the first round
 * trip keeps only its first screen's CSS inline (lib/split-styles.js). 4. V8 compile hints on first-load
 * chunks (lib/compile-hints.js). 5. out/_headers: inline scripts' hashes, webhook origin (lib/headers.js).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nextEnv from '@next/env';
import { checkWebhookUrl } from '../lib/build-env.js';
import { firstLoadScriptFiles, hasCompileHint, withCompileHint } from './lib/compile-hints.js';
import { inlinePayload, withDeferredScripts, withExternalPayload } from './lib/defer-scripts.js';
import { HTML_GZIP_BUDGET, gzipBytes } from './lib/export-checks.js';
import { flightWithoutStyles, pageWithoutStyles } from './lib/extract-styles.js';
import { NEXT_STATIC_PATH } from './lib/framework-output.js';
import { inlineScriptHashes, renderHeadersTemplate, revalidateRules } from './lib/headers.js';
import { firstScreenStylesheet, hasDeferredStyles, pageStylesheet, withDeferredStyles } from './lib/split-styles.js';

const projectRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(projectRoot, 'out'));

/** Writes a file named by its content under /_next/static/<kind>/, so it can be cached for good, and gives its URL. */
async function writeImmutable(kind, content, extension) {
  const directory = `${NEXT_STATIC_PATH.slice(1)}${kind}`;
  const name = `${createHash('sha256').update(content).digest('hex').slice(0, 16)}.${extension}`;
  await mkdir(path.join(outDir, directory), { recursive: true });
  await writeFile(path.join(outDir, directory, name), content);
  return `/${directory}/${name}`;
}

async function main() {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true }).catch(() => []);
  const htmlFiles = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name)).sort();
  if (htmlFiles.length === 0) throw new Error(`No hay HTML en ${outDir}: ejecute "next build" antes que este paso.`);
  const built = await Promise.all(htmlFiles.map((file) => readFile(file, 'utf8')));

  // Each step leaves a page it has already done as it is; no page is written until all are done.
  const counts = { styled: 0, split: 0 };
  const documents = [];
  for (const page of built) {
    const styled = pageWithoutStyles(page);
    if (styled !== page) counts.styled += 1;
    let html = withDeferredScripts(styled);
    const payload = inlinePayload(html);
    if (payload !== undefined) html = withExternalPayload(html, await writeImmutable('payload', flightWithoutStyles(payload, pageStylesheet(html) ?? ''), 'txt'));
    // A page that fits in the first round trip keeps all its CSS: nothing of it waits.
    const css = pageStylesheet(html);
    if (css !== undefined && !hasDeferredStyles(html) && gzipBytes(html) > HTML_GZIP_BUDGET) {
      const critical = await firstScreenStylesheet(html);
      if (critical !== undefined) {
        html = withDeferredStyles(html, critical, await writeImmutable('styles', css, 'css'));
        counts.split += 1;
      }
    }
    documents.push(html);
  }
  for (const [index, html] of documents.entries()) if (html !== built[index]) await writeFile(htmlFiles[index], html);

  const chunks = firstLoadScriptFiles(documents);
  for (const file of chunks.map((chunk) => path.join(outDir, chunk))) {
    const source = await readFile(file, 'utf8');
    if (!hasCompileHint(source)) await writeFile(file, withCompileHint(source));
  }

  const scriptHashes = inlineScriptHashes(documents);
  // The webhook default as `next build` saw it, loaded as it loads it (@next/env, a dependency of next);
  // `next build` has already refused a missing default without REGISTRATION_SIMULATION=1.
  nextEnv.loadEnvConfig(projectRoot, false, { info: () => {}, error: console.error });
  const webhookUrl = process.env.NEXT_PUBLIC_REGISTRATION_WEBHOOK_URL;
  // A simulating build sends nowhere, whatever the variable says (lib/build-env.js checkWebhookUrl).
  const sends = process.env.REGISTRATION_SIMULATION !== '1' && Boolean(webhookUrl?.trim()) && checkWebhookUrl(webhookUrl) === 'ok';
  const webhookOrigin = sends ? new URL(webhookUrl.trim()).origin : undefined;
  const topLevel = await readdir(outDir, { withFileTypes: true });
  const template = await readFile(path.join(projectRoot, 'public', '_headers'), 'utf8');
  const rules = revalidateRules(topLevel.map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() })));
  await writeFile(path.join(outDir, '_headers'), renderHeadersTemplate(template, { scriptHashes, connectSources: webhookOrigin ? [webhookOrigin] : [], revalidateRules: rules }));

  const connect = `connect-src 'self'${webhookOrigin ? ` ${webhookOrigin}` : ' (sin webhook por defecto)'}`;
  console.log(`postbuild: estilos reunidos en ${counts.styled} y CSS aplazado en ${counts.split} de ${documents.length} archivos HTML; sugerencia de compilación en ${chunks.length} scripts;`);
  console.log(`  out/_headers: ${scriptHashes.length} hashes de scripts en línea; ${connect}.`);
}

main().catch((error) => {
  console.error(`postbuild: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
