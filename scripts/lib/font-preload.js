// @ts-check
/**
 * Next preloads the layout's font in every exported page except the not-found one (out/404.html),
 * where the font then arrives too late for `display: optional` and the page keeps the fallback
 * face. scripts/postbuild.mjs copies the other pages' font preloads into the pages that lack them.
 */

const FONT_PRELOAD = /<link rel="preload"[^>]*\bas="font"[^>]*\/?>/g;

/** @param {string} html */
function fontPreloads(html) {
  return [...new Set(html.match(FONT_PRELOAD) ?? [])];
}

/**
 * The document with each of `links` it lacks, placed before its first <link> (or at the end of
 * <head>), so the font is requested as early as in the other pages. Unchanged if none is missing.
 * @param {string} html
 * @param {readonly string[]} links
 */
function withFontPreloads(html, links) {
  const missing = links.filter((link) => !html.includes(link));
  if (missing.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const firstLink = html.indexOf('<link');
  const at = firstLink !== -1 && firstLink < headEnd ? firstLink : headEnd;
  return html.slice(0, at) + missing.join('') + html.slice(at);
}

module.exports = { fontPreloads, withFontPreloads };
