#!/usr/bin/env node
// Writes public/fonts/inter-es-wght.woff2, the Spanish subset of Inter the site serves
// (scripts/lib/font-subset.js says what it keeps and why), before `next build` and `next dev`:
// only when the source font or the subset definition changed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { SOURCE_FILE, STAMP_FILE, SUBSET_FILE, WEIGHT_RANGE, subsetCharacters } from './lib/font-subset.js';

const source = await readFile(SOURCE_FILE);
const characters = subsetCharacters();
const stamp = createHash('sha256').update(source).update(characters).update(JSON.stringify(WEIGHT_RANGE)).digest('hex');
if (existsSync(SUBSET_FILE) && existsSync(STAMP_FILE) && (await readFile(STAMP_FILE, 'utf8')).trim() === stamp) process.exit(0);

const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: WEIGHT_RANGE } });
for (const file of [SUBSET_FILE, STAMP_FILE]) await mkdir(path.dirname(file), { recursive: true });
await writeFile(SUBSET_FILE, subset);
await writeFile(STAMP_FILE, `${stamp}\n`);
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
console.log(`Fuente: ${path.relative(process.cwd(), SUBSET_FILE)} (${kb(subset.length)} KB; original ${kb(source.length)} KB, peso ${WEIGHT_RANGE.min}–${WEIGHT_RANGE.max})`);
