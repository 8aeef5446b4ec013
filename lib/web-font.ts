/**
 * The site's typeface, Inter (the Spanish subset scripts/subset-font.mjs writes to public/fonts/),
 * loaded so that it never stands between a visitor and the first paint (README "Benchmark"):
 * - a first visit paints with the fallback (Arial sized to Inter's metrics, else the system sans;
 *   components/ui/global-style.tsx) and keeps it: nothing reflows when Inter arrives. Once the page
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
