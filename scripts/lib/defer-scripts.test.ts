/** @jest-environment node */
import { DEFERRED_ATTRIBUTE, LOADER, withDeferredScripts } from './defer-scripts';
import { firstLoadScriptSources, inlineScripts } from './html';

const PAGE = [
  '<html><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '</head><body><h1>Título</h1>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script type="application/ld+json">{}</script>',
  '<script>self.__next_f.push([1,""])</script>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '</body></html>',
].join('');

describe('scripts deferred until the first paint', () => {
  it('replaces the async chunks with one loader where the first was, and keeps everything else', () => {
    const html = withDeferredScripts(PAGE);
    expect(html).not.toContain('async=""');
    expect(html).toContain('<meta charSet="utf-8"/><script data-deferred-scripts=');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script type="application/ld+json">{}</script><script>self.__next_f.push([1,""])</script></body>');
    expect(withDeferredScripts(html)).toBe(html);
  });

  it('still counts the deferred chunks as first-load scripts, in order, for the budgets', () => {
    expect(firstLoadScriptSources(withDeferredScripts(PAGE))).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('writes the same loader text on every page, so one CSP hash covers it', () => {
    const other = withDeferredScripts('<head><script src="/_next/static/chunks/z.js" async=""></script></head>');
    expect(inlineScripts(other)).toEqual([LOADER]);
    expect(inlineScripts(withDeferredScripts(PAGE))).toContain(LOADER);
    expect(other).toContain(`${DEFERRED_ATTRIBUTE}="[&quot;/_next/static/chunks/z.js&quot;]"`);
  });

  it('adds the scripts only once the first contentful paint is reported, or at once without paint timing', () => {
    type Callback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
    const added: string[] = [];
    let observed: Callback | undefined;
    const document = {
      currentScript: { getAttribute: () => JSON.stringify(['/a.js', '/b.js']) },
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? ' async' : ''}`) },
    };
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: Callback) {
        observed = callback;
      }
      observe() {}
    }
    const run = (window: object) => new Function('window', 'document', LOADER)(window, document);

    run({ PerformanceObserver: FakeObserver });
    expect(added).toEqual([]);
    observed?.({ getEntriesByName: () => [] }, { disconnect: () => {} });
    expect(added).toEqual([]);
    const disconnect = jest.fn();
    observed?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
    expect(added).toEqual(['/a.js async', '/b.js async']);
    expect(disconnect).toHaveBeenCalled();

    added.length = 0;
    run({});
    expect(added).toEqual(['/a.js async', '/b.js async']);
  });
});
