/**
 * The site's typeface, Inter (the Spanish subset scripts/subset-font.mjs writes to public/fonts/),
 * loaded so that it never stands between a visitor and the first paint (scripts/BENCHMARK.md):
 * - a first visit paints with the fallback (Arial, its Linux clones or Roboto sized to Inter's
 *   metrics, FALLBACK_FONTS below) and keeps it: nothing reflows when Inter arrives. Once the page
 *   has painted and hydrated, <WebFontWarmup> downloads Inter and remembers that it did;
 * - later visits declare Inter before their first paint (webFontScript(), inline in <head>) with
 *   `display: fallback`: the text waits up to 100 ms for it, which a cached font meets, so it
 *   paints in Inter at once (Chromium never uses an `optional` face added this way: it is not
 *   loaded at the first layout). A font still on its way after that (the cache revalidates it)
 *   shows in the fallback first.
 * Declared with the FontFace API rather than an @font-face rule, which would have every first
 * visit request the font before it paints. Without JavaScript the fallback shows.
 */

/** The family the theme names first (lib/theme.ts), and the file scripts/lib/font-subset.js writes. */
export const WEB_FONT = {
  family: 'Inter',
  source: 'url(/fonts/inter-es-wght.woff2) format("woff2")',
  descriptors: { weight: '400 800', style: 'normal', display: 'fallback' },
} as const;

/** Inter's vertical metrics, in em (2048 units: ascent 1984, descent 494, no line gap). */
const INTER_METRICS = { ascent: 1984 / 2048, descent: 494 / 2048, lineGap: 0 };

/**
 * What a first visit shows (it never waits for Inter): a local family scaled to Inter's width
 * (`size-adjust`) and given Inter's ascent and descent, so lines take the same room and nothing
 * overflows or shifts. Regular and bold are separate faces: each weight of Inter is a different
 * width, and one face would be synthesised bold. `sizeAdjust` is Inter's width over the family's:
 * - Arial and its metric clones (Helvetica's widths are Arial's; Liberation Sans and Arimo on
 *   Linux and ChromeOS): measured on the copy of `/` in Chromium against Liberation Sans, the
 *   smallest ratio of the weights each face covers (400 and 500: 1.062 and 1.071; 600 to 800:
 *   1.014 to 1.031), so the fallback is never wider than Inter;
 * - Roboto (Android): the average-width ratio next/font uses (capsize metrics: 978/911 regular,
 *   998/926 from 600), less the 0.8 % by which that ratio overstates the measured one for Arial.
 * Full names only (what local() matches everywhere): these rules are in the first round trip of `/`.
 * e2e/font.spec.ts checks that the hero's cards do not overflow in the fallback.
 */
export const FALLBACK_FONTS = [
  {
    family: 'Inter Fallback',
    regular: { sizeAdjust: 1.062, local: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'] },
    bold: { sizeAdjust: 1.014, local: ['Arial Bold', 'Helvetica Bold', 'Liberation Sans Bold', 'Arimo Bold'] },
  },
  {
    family: 'Inter Fallback Roboto',
    regular: { sizeAdjust: 1.065, local: ['Roboto'] },
    bold: { sizeAdjust: 1.069, local: ['Roboto Bold'] },
  },
] as const;

const percent = (value: number) => `${+(value * 100).toFixed(1)}%`;

/** The @font-face rules of FALLBACK_FONTS (components/ui/global-style.tsx puts them in every page). */
export function fallbackFontFaces(): string {
  return FALLBACK_FONTS.flatMap(({ family, regular, bold }) =>
    [
      { weight: '100 500', face: regular },
      { weight: '600 900', face: bold },
    ].map(
      ({ weight, face }) =>
        `@font-face{font-family:'${family}';src:${face.local.map((name) => `local('${name}')`).join(',')};font-weight:${weight};` +
        `size-adjust:${percent(face.sizeAdjust)};ascent-override:${percent(INTER_METRICS.ascent / face.sizeAdjust)};` +
        `descent-override:${percent(INTER_METRICS.descent / face.sizeAdjust)};line-gap-override:${percent(INTER_METRICS.lineGap)}}`,
    ),
  ).join('');
}

/** localStorage key: set once this browser has downloaded the font. */
export const WEB_FONT_STORAGE_KEY = 'webFontLoaded';

/**
 * The text of the inline script that declares the font on a later visit. It goes into the HTML as
 * is (and its hash into the CSP): constants only. Storage or FontFace may be missing or throw.
 */
export function webFontScript(): string {
  const face = [WEB_FONT.family, WEB_FONT.source, WEB_FONT.descriptors].map((value) => JSON.stringify(value)).join(',');
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(WEB_FONT_STORAGE_KEY)}))document.fonts.add(new FontFace(${face}))}catch(e){}})()`;
}

/**
 * Downloads the font for the next visits without using it on this page, then remembers it.
 * Resolves whatever happens: a font that does not load only means the fallback stays.
 */
export async function warmWebFont(): Promise<void> {
  try {
    if (window.localStorage.getItem(WEB_FONT_STORAGE_KEY)) return;
    await new FontFace(WEB_FONT.family, WEB_FONT.source, WEB_FONT.descriptors).load();
    window.localStorage.setItem(WEB_FONT_STORAGE_KEY, '1');
  } catch {
    // No storage, no FontFace, or the download failed: the next visit tries again.
  }
}
