// @ts-check
/**
 * V8's explicit compile hints (Chrome 136+): a script whose first line is `//# allFunctionsCalledOnLoad`
 * is compiled eagerly off the main thread while it streams in. Next's first-load chunks run almost
 * entirely in hydration, so exactly those are marked (their boot task went from ~300 to ~100 ms at
 * Lighthouse's 4× CPU slowdown, README "Benchmark"); later chunks stay lazy. Elsewhere it is a comment.
 */
const { firstLoadScriptSources } = require('./html');
const { NEXT_STATIC_PATH } = require('./framework-output');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** @param {string} source */
function hasCompileHint(source) {
  return source.startsWith(COMPILE_HINT);
}

/** @param {string} source */
function withCompileHint(source) {
  return hasCompileHint(source) ? source : COMPILE_HINT + source;
}

/** The pages' own first-load scripts, as paths under out/ ('_next/static/chunks/x.js'). @param {Iterable<string>} htmlDocuments @returns {string[]} */
function firstLoadScriptFiles(htmlDocuments) {
  const files = new Set();
  for (const document of htmlDocuments) {
    for (const source of firstLoadScriptSources(document)) {
      const url = new URL(source, 'https://site.invalid/');
      if (url.origin === 'https://site.invalid' && url.pathname.startsWith(NEXT_STATIC_PATH) && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
    }
  }
  return [...files].sort();
}

module.exports = { COMPILE_HINT, hasCompileHint, withCompileHint, firstLoadScriptFiles };
