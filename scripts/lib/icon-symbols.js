// @ts-check
/**
 * Each page keeps only the icon symbols it draws. The root layout puts every icon's `<symbol>` in
 * every page (IconSprite in components/ui/icon.tsx); a page drawing 2 icons carried all 24, ~2 KB
 * gzip of the first round trip on `/` (README "Benchmark"). Every icon is drawn by a server
 * component, so a page's HTML names every symbol it will ever use, and there is no client
 * navigation (no next/link) to bring other pages' icons in. React does not compare the sprite's
 * content when it hydrates (it is set with dangerouslySetInnerHTML), so the page stays as it was.
 */

/** The symbols of IconSprite: `<symbol id="icon-name" …>…</symbol>`. */
const SYMBOL = /<symbol id="(icon-[a-z0-9-]+)"[^>]*>[\s\S]*?<\/symbol>/g;
/** A drawn icon: `<use href="#icon-name">`. */
const USE = /<use href="#(icon-[a-z0-9-]+)"/g;

/**
 * The page without the symbols it does not draw.
 * @param {string} html
 */
function withUsedSymbolsOnly(html) {
  const used = new Set([...html.matchAll(USE)].map((match) => match[1]));
  return html.replace(SYMBOL, (symbol, id) => (used.has(id) ? symbol : ''));
}

/**
 * The icons a page draws whose symbol it lacks (for the export check).
 * @param {string} html
 */
function missingSymbols(html) {
  const defined = new Set([...html.matchAll(SYMBOL)].map((match) => match[1]));
  return [...new Set([...html.matchAll(USE)].map((match) => /** @type {string} */ (match[1])))].filter((id) => !defined.has(id));
}

module.exports = { withUsedSymbolsOnly, missingSymbols };
