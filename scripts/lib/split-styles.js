// @ts-check
/**
 * With all its CSS inline `/` overran the first round trip (14.6 KB), painting a round trip later. So a page over
 * that budget keeps inline only its first screen's CSS (header and <main>'s first element), cut by beasties (no
 * browser at build time); the loader adds the whole sheet after the first paint, the rest hidden until then (BENCHMARK.md).
 */
// beasties is CommonJS at run time (module.exports = the class); its types say `export default`.
const Beasties = /** @type {typeof import('beasties').default} */ (/** @type {unknown} */ (require('beasties')));
const { DomUtils, parseDocument } = require('htmlparser2');
const { STYLES_ATTRIBUTE, PENDING_ATTRIBUTE, escapeAttribute, withLoaderAttribute } = require('./defer-scripts');
const { PAGE_STYLE_ATTRIBUTE } = require('./extract-styles');

/** Hides what follows the first screen, not even laid out, until its styles come. */
const PENDING_RULE = `html[${PENDING_ATTRIBUTE}] main>:first-child~*,html[${PENDING_ATTRIBUTE}] main~*{visibility:hidden;content-visibility:hidden}`;
/**
 * What scripts set on the first screen (lib/page-phase.ts, components/layout/), which the built HTML does not have:
 * matched as if any value were set, so its rules stay for the first screen's elements and go for the rest's.
 */
const RUNTIME_STATE = /\[(?:data-phase|data-jornada|data-scrolled|aria-expanded)(?:[~|^$*]?=(?:"[^"]*"|'[^']*'|[^\]]*))?\]/g;
/** The page's `<style>` (beasties writes its attribute bare). */
const PAGE_STYLE = new RegExp(`<style ${PAGE_STYLE_ATTRIBUTE}(?:="")?>([\\s\\S]*?)</style>`);

/** Just after <main>'s first element (undefined when <main> has none). @param {string} html */
function firstScreenEnd(html) {
  const main = DomUtils.findOne((element) => element.name === 'main', parseDocument(html, { withEndIndices: true }).children);
  const first = main?.children.find((child) => DomUtils.isTag(child));
  return first ? /** @type {number} */ (first.endIndex) + 1 : undefined;
}

// beasties matches selectors with pseudo-classes stripped, arguments and all: the site's `:where(.x)`
// and `:is(.x)` are unwrapped first, and runtime state dropped (RUNTIME_STATE); a hover or keyboard-focus selector
// matches nothing (the whole sheet comes right after the first paint). beasties is pinned; split-styles.test.ts fails
// if an upgrade stops calling it.
class FirstScreenBeasties extends Beasties {
  /** @param {string} selector */
  normalizeCssSelector(selector) {
    if (/:(?:hover|focus-visible)/.test(selector)) return '';
    const own = /** @type {{ normalizeCssSelector(selector: string): string }} */ (/** @type {unknown} */ (Beasties.prototype));
    const stateless = selector.replace(/:(?:where|is)\(([^(),]*)\)/g, '$1').replace(RUNTIME_STATE, '').trim();
    // A state alone, or after a combinator ('.menu>[aria-expanded]'), stands for any element there.
    return own.normalizeCssSelector.call(this, !stateless || /[\s>+~]$/.test(stateless) ? `${stateless}*` : stateless);
  }
}

// compress: false: beasties 0.5.4's compact writer breaks CSS written without spaces, as styled-components writes it.
const beasties = new FirstScreenBeasties({ external: false, compress: false, inlineFonts: true, logLevel: 'warn' });

/** The stylesheet's rules the first screen needs (undefined when there is none to cut at). @param {string} html */
async function firstScreenStylesheet(html) {
  const end = firstScreenEnd(html);
  if (end === undefined) return undefined;
  const firstScreen = await beasties.process(`${html.slice(0, end)}</main></body></html>`);
  return PAGE_STYLE.exec(firstScreen)?.[1] ?? '';
}

/** @param {string} html */
const pageStylesheet = (html) => PAGE_STYLE.exec(html)?.[1];
/** Whether the step has already run on the page. @param {string} html */
const hasDeferredStyles = (html) => html.includes(` ${STYLES_ATTRIBUTE}="`);

/**
 * The page with only `critical` inline, then the rule that hides the rest; the loader adds the whole sheet from
 * `url` right after it, so once loaded every rule wins or loses as it did inline. @param {string} html @param {string} critical @param {string} url
 */
function withDeferredStyles(html, critical, url) {
  if (!PAGE_STYLE.test(html)) throw new Error(`página sin <style ${PAGE_STYLE_ATTRIBUTE}>`);
  const inline = `<style ${PAGE_STYLE_ATTRIBUTE}="">${critical}${PENDING_RULE}</style><noscript><link rel="stylesheet" href="${escapeAttribute(url)}"/></noscript>`;
  return withLoaderAttribute(html.replace(PAGE_STYLE, () => inline), STYLES_ATTRIBUTE, url, 'estilos que aplazar');
}

module.exports = { PENDING_RULE, firstScreenEnd, firstScreenStylesheet, hasDeferredStyles, pageStylesheet, withDeferredStyles };
