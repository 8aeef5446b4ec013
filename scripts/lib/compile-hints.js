// @ts-check
/**
 * V8's explicit compile hints (Chrome 136+): a file that begins with the magic comment
 * `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the background thread
 * that streams and parses it while it downloads, instead of lazily on the main thread the first
 * time each is called. Next's first-load chunks (React, the router, the page's islands) run almost
 * entirely during hydration, so scripts/postbuild.mjs marks exactly those. On this machine it cut
 * the main-thread task that boots them from about 300 ms to about 100 ms under Lighthouse's 4×
 * CPU slowdown (README "Benchmark"). Other browsers read it as a plain comment.
 *
 * Chunks loaded later (the form's formik/yup chunk, video players) stay lazy: compiling code that
 * may never run would only cost memory.
 */
const { firstLoadScriptSources } = require('./html');
const { NEXT_STATIC_PATH } = require('./framework-output');

/** Must be the very first line of the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** @param {string} source */
function hasCompileHint(source) {
  return source.startsWith(COMPILE_HINT);
}

/**
 * The script with the hint as its first line (unchanged if it already has it, so the build step
 * can run twice).
 * @param {string} source
 */
function withCompileHint(source) {
  return hasCompileHint(source) ? source : COMPILE_HINT + source;
}

/**
 * The export's own first-load scripts, as paths under out/ ('_next/static/chunks/x.js'): every
 * same-site `<script src>` of any of the documents, noModule polyfills excluded.
 * @param {Iterable<string>} htmlDocuments
 * @returns {string[]}
 */
function firstLoadScriptFiles(htmlDocuments) {
  const files = new Set();
  for (const document of htmlDocuments) {
    for (const source of firstLoadScriptSources(document)) {
      const url = new URL(source, 'https://site.invalid/');
      if (url.origin === 'https://site.invalid' && url.pathname.startsWith(NEXT_STATIC_PATH) && url.pathname.endsWith('.js')) {
        files.add(url.pathname.slice(1));
      }
    }
  }
  return [...files].sort();
}

module.exports = { COMPILE_HINT, hasCompileHint, withCompileHint, firstLoadScriptFiles };
