// @ts-check
/**
 * Splits a page's stylesheet (its one `<style data-page-styles>`, scripts/lib/extract-styles.js)
 * into what its first screen needs, kept inline, and a file the page's loader
 * (scripts/lib/defer-scripts.js) adds after the first paint (README "Benchmark").
 *
 * Why: Lighthouse's simulation sends the first 14.6 KB of a response in the first round trip and
 * the rest one round trip (150 ms) later; with all of its CSS inline, `/` needed two before it
 * could paint anything. Only such a page is split (scripts/postbuild.mjs): on the others, what
 * follows the opening section may be on the first screen too (the videos of /nuevavida/).
 *
 * - The first screen is <body> up to the end of <main>'s first element (the header and the page's
 *   opening section). beasties (critical CSS without a browser) keeps the rules that match an
 *   element of it, given the page cut there; a critical-CSS tool that renders the page to cut at
 *   the viewport would need a browser at build time.
 * - The file is the whole stylesheet, added right after the inline `<style>`: the inline rules are
 *   repeated in it in their own order, so once it has loaded every rule wins or loses as it did
 *   with all of the CSS inline.
 * - Rules for what scripts change before the first paint or on the first screen (the jornada and
 *   phase on <html>, the header once scrolled, an open menu) stay inline though the HTML as built
 *   does not match them: RUNTIME_STATE_SELECTORS.
 * - Until the file has loaded, the loader marks <html> with `data-styles-pending`, which hides what
 *   follows the first screen, unstyled and not even laid out (content-visibility); then it shows
 *   it an element per frame. A visit to a fragment (`/#register`) waits for the file instead.
 * - Without JavaScript, a `<noscript>` link loads the same file before the first paint.
 */
// beasties is CommonJS at run time (module.exports = the class); its types say `export default`.
const Beasties = /** @type {typeof import('beasties').default} */ (/** @type {unknown} */ (require('beasties')));
const { Parser } = require('htmlparser2');
const { STYLES_ATTRIBUTE, PENDING_ATTRIBUTE, escapeAttribute, withLoaderAttribute } = require('./defer-scripts');
const { PAGE_STYLE_ATTRIBUTE } = require('./extract-styles');

/** What follows the first screen waits, hidden, for its styles. */
const PENDING_RULE = `html[${PENDING_ATTRIBUTE}] main>:first-child~*,html[${PENDING_ATTRIBUTE}] main~*{visibility:hidden;content-visibility:hidden}`;

/**
 * Attributes the page's scripts set on first-screen elements: lib/page-phase.ts on <html> before
 * the first paint (`data-phase`, `data-jornada`), the header's island once scrolled or its menu
 * opened (components/layout/).
 */
const RUNTIME_STATE_SELECTORS = [/\[data-phase[=\]]/, /\[data-jornada[=\]]/, /\[data-scrolled[=\]]/, /\[aria-expanded[=\]]/];

/** The page's `<style>` (beasties writes its attribute bare). */
const PAGE_STYLE = new RegExp(`<style ${PAGE_STYLE_ATTRIBUTE}(?:="")?>([\\s\\S]*?)</style>`);

/**
 * Where the first screen ends in the page: just after <main>'s first element (undefined when
 * <main> has none).
 * @param {string} html
 */
function firstScreenEnd(html) {
  /** @type {number | undefined} */
  let end;
  let depth = 0;
  let mainDepth = -1;
  const parser = new Parser({
    onopentag(name) {
      depth += 1;
      if (name === 'main' && mainDepth === -1) mainDepth = depth;
    },
    onclosetag() {
      if (end === undefined && mainDepth !== -1 && depth === mainDepth + 1) end = parser.endIndex + 1;
      depth -= 1;
    },
  });
  parser.end(html);
  return end;
}

/**
 * beasties matches each selector against the page with its pseudo-classes stripped, arguments and
 * all; `:where(.x)` and `:is(.x)` (the site's low-specificity primitives) hold the selector itself,
 * so they are unwrapped first. beasties is pinned exactly: split-styles.test.ts fails if an upgrade
 * stops calling this method.
 */
class FirstScreenBeasties extends Beasties {
  /** @param {string} selector */
  normalizeCssSelector(selector) {
    const own = /** @type {{ normalizeCssSelector(selector: string): string }} */ (/** @type {unknown} */ (Beasties.prototype));
    return own.normalizeCssSelector.call(this, selector.replace(/:(?:where|is)\(([^(),]*)\)/g, '$1'));
  }
}

// compress: false: beasties 0.5.4's compact writer drops semicolons and braces of CSS already
// written without spaces, as styled-components writes it (split-styles.test.ts).
const beasties = new FirstScreenBeasties({ external: false, compress: false, inlineFonts: true, allowRules: RUNTIME_STATE_SELECTORS, logLevel: 'warn' });

/**
 * The rules of the page's stylesheet that its first screen needs (undefined when it has no first
 * screen to cut at).
 * @param {string} html a page with its stylesheet in one `<style data-page-styles>`
 * @returns {Promise<string | undefined>}
 */
async function firstScreenStylesheet(html) {
  const end = firstScreenEnd(html);
  if (end === undefined) return undefined;
  const firstScreen = await beasties.process(`${html.slice(0, end)}</main></body></html>`);
  return PAGE_STYLE.exec(firstScreen)?.[1] ?? '';
}

/**
 * The page's stylesheet (undefined without one).
 * @param {string} html
 */
function pageStylesheet(html) {
  return PAGE_STYLE.exec(html)?.[1];
}

/**
 * Whether the page's loader already adds a deferred stylesheet (the step has run on it).
 * @param {string} html
 */
function hasDeferredStyles(html) {
  return html.includes(` ${STYLES_ATTRIBUTE}="`);
}

/**
 * The page with only its first screen's CSS inline (and the rule that hides the rest until the
 * stylesheet comes), its loader adding `url` after the first paint, and a `<noscript>` link to it.
 * @param {string} html a page through extract-styles and defer-scripts
 * @param {string} critical what firstScreenStylesheet keeps inline
 * @param {string} url where the whole stylesheet is served
 */
function withDeferredStyles(html, critical, url) {
  if (!PAGE_STYLE.test(html)) throw new Error(`página sin <style ${PAGE_STYLE_ATTRIBUTE}>`);
  const inline = `<style ${PAGE_STYLE_ATTRIBUTE}="">${critical}${PENDING_RULE}</style><noscript><link rel="stylesheet" href="${escapeAttribute(url)}"/></noscript>`;
  return withLoaderAttribute(
    html.replace(PAGE_STYLE, () => inline),
    STYLES_ATTRIBUTE,
    url,
    'estilos que aplazar',
  );
}

module.exports = { PENDING_RULE, RUNTIME_STATE_SELECTORS, firstScreenEnd, firstScreenStylesheet, hasDeferredStyles, pageStylesheet, withDeferredStyles };
