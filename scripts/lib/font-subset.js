// @ts-check
/**
 * What scripts/subset-font.mjs keeps of Inter for lib/web-font.ts: Spanish and the copy's punctuation, 28 KB
 * instead of 47. Other characters fall back to the system font; font-subset.test.ts fails when content/ uses one.
 */
const path = require('node:path');

const projectRoot = path.resolve(__dirname, '..', '..');
const SOURCE_FILE = path.join(projectRoot, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');
/** Generated and git-ignored; lib/web-font.ts loads it from SUBSET_URL (its test checks they agree). */
const SUBSET_FILE = path.join(projectRoot, 'public', 'fonts', 'inter-es-wght.woff2');
const SUBSET_URL = '/fonts/inter-es-wght.woff2';
/** What the subset was made from, kept out of public/ (published as it is). */
const STAMP_FILE = path.join(projectRoot, 'node_modules', '.cache', 'inter-es-wght.stamp');

/** The lightest and boldest `font-weight` in the styles. */
const WEIGHT_RANGE = /** @type {const} */ ({ min: 400, max: 800 });
/** Code point ranges kept, inclusive. */
const CODE_POINT_RANGES = /** @type {const} */ ([
  [0x20, 0x7e], [0xa0, 0xff], // Basic Latin (printable), Latin-1: ¡ ¿ « » á é í ó ú ü ñ Á É Í Ó Ú Ü Ñ © · ×
  [0x2013, 0x2014], [0x2018, 0x201e], [0x2022, 0x2022], [0x2026, 0x2026], [0x203a, 0x203a], // – — ‘ ’ ‚ “ ” „ • … ›
  [0x20ac, 0x20ac], [0x2122, 0x2122], // € ™
]);

/** Every character of the subset, as the one string subset-font takes. */
const subsetCharacters = () =>
  String.fromCodePoint(...CODE_POINT_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => first + index)));

module.exports = { SOURCE_FILE, SUBSET_FILE, SUBSET_URL, STAMP_FILE, WEIGHT_RANGE, CODE_POINT_RANGES, subsetCharacters };
