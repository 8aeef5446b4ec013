// @ts-check
/**
 * V8's compile hints (Chrome 136+): a script starting `//# allFunctionsCalledOnLoad` is compiled off the main thread
 * as it streams in. Next's first-load chunks nearly all run in hydration, so those are marked (boot task ~300 ->
 * ~100 ms at 4× CPU slowdown, scripts/BENCHMARK.md); later chunks stay lazy. Other browsers see a comment.
 */
const { firstLoadScriptSources } = require('./html');
const { NEXT_STATIC_PATH } = require('./framework-output');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** @param {string} source */
const hasCompileHint = (source) => source.startsWith(COMPILE_HINT);
/** @param {string} source */
const withCompileHint = (source) => (hasCompileHint(source) ? source : COMPILE_HINT + source);

/** The pages' own first-load scripts, as paths under out/ ('_next/static/chunks/x.js'). @param {Iterable<string>} htmlDocuments */
function firstLoadScriptFiles(htmlDocuments) {
  const urls = [...htmlDocuments].flatMap((document) => firstLoadScriptSources(document)).map((source) => new URL(source, 'https://site.invalid/'));
  const own = urls.filter((url) => url.origin === 'https://site.invalid' && url.pathname.startsWith(NEXT_STATIC_PATH) && url.pathname.endsWith('.js'));
  return [...new Set(own.map((url) => url.pathname.slice(1)))].sort();
}

module.exports = { COMPILE_HINT, hasCompileHint, withCompileHint, firstLoadScriptFiles };
