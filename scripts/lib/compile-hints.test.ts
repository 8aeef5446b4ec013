/** @jest-environment node */
import { COMPILE_HINT, firstLoadScriptFiles, hasCompileHint, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the magic comment on the first line, once', () => {
    const marked = withCompileHint('(globalThis.TURBOPACK||=[]).push([]);');
    expect(marked).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||=[]).push([]);');
    expect(withCompileHint(marked)).toBe(marked);
    expect(hasCompileHint(marked)).toBe(true);
  });

  it('does not count the comment anywhere but at the very top', () => {
    expect(hasCompileHint(`"use strict";\n${COMPILE_HINT}`)).toBe(false);
    expect(hasCompileHint(` ${COMPILE_HINT}`)).toBe(false);
  });

  it('lists the first-load chunks of every page once, without polyfills, lazy chunks or other sites', () => {
    const home = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<link rel="preload" as="script" href="/_next/static/chunks/lazy.js"/>',
      '<script src="https://cdn.example/x.js"></script>',
      '<script type="application/ld+json">{}</script>',
    ].join('');
    const other = '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/c.js?v=1" async=""></script>';
    expect(firstLoadScriptFiles([home, other])).toEqual(['_next/static/chunks/a.js', '_next/static/chunks/b.js', '_next/static/chunks/c.js']);
  });
});
