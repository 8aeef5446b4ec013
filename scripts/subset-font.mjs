#!/usr/bin/env node
/**
 * Writes public/fonts/inter-es-wght.woff2, the Spanish subset of Inter that the site serves
 * (scripts/lib/font-subset.js says what it keeps and why). Runs before `next build` and
 * `next dev`; it rewrites the file only when the source font or the subset definition changed.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const { SOURCE_FILE, SUBSET_FILE, STAMP_FILE, WEIGHT_RANGE, subsetCharacters } = require('./lib/font-subset.js');

const source = await readFile(SOURCE_FILE);
const characters = subsetCharacters();
const stampFile = STAMP_FILE;
const stamp = createHash('sha256').update(source).update(characters).update(JSON.stringify(WEIGHT_RANGE)).digest('hex');

if (existsSync(SUBSET_FILE) && existsSync(stampFile) && (await readFile(stampFile, 'utf8')).trim() === stamp) process.exit(0);

const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE } });
await mkdir(path.dirname(SUBSET_FILE), { recursive: true });
await mkdir(path.dirname(stampFile), { recursive: true });
await writeFile(SUBSET_FILE, subset);
await writeFile(stampFile, `${stamp}\n`);
console.log(
  `Fuente: ${path.relative(process.cwd(), SUBSET_FILE)} (${(subset.length / 1024).toFixed(1)} KB; original ${(source.length / 1024).toFixed(1)} KB, peso ${WEIGHT_RANGE.min}–${WEIGHT_RANGE.max})`,
);
