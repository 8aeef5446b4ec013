/** @jest-environment node */
import { DEFERRED_ATTRIBUTE, LOADER, PAYLOAD_ATTRIBUTE, inlinePayload, withDeferredScripts, withExternalPayload } from './defer-scripts';
import { builtFixturePage } from './__fixtures__/built-fixture';
import { ASYNC_CHUNK_SCRIPT, inlinePayloadText } from './framework-output';
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
    expect(other).toContain(`${DEFERRED_ATTRIBUTE}="/_next/static/chunks/z.js"`);
  });

  it('stops the build on a script URL with a space, which would split in two in the list', () => {
    expect(() => withDeferredScripts('<head><script src="/_next/static/chunks/a b.js" async=""></script></head>')).toThrow(/espacios/);
  });

  it('adds the scripts in a task after the frame that follows the first one with content in <main>', () => {
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const document = {
      // A page without a payload: the scripts only.
      currentScript: { getAttribute: (name: string) => (name === DEFERRED_ATTRIBUTE ? '/a.js /b.js' : null) },
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? ' async' : ''}`) },
      readyState: 'loading',
      mainHasContent: false,
      querySelector: (selector: string) => (selector === 'main>*' && document.mainHasContent ? {} : null),
    };
    const nextFrame = () => frames.shift()?.();
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', LOADER)({}, document, (callback: () => void) => frames.push(callback), (callback: () => void) => tasks.push(callback));

    // Frames before the parser reached <main>'s content: nothing.
    nextFrame();
    nextFrame();
    expect(tasks).toHaveLength(0);
    // The frame that draws the content, then the one after it: a task adds the scripts.
    document.mainHasContent = true;
    nextFrame();
    expect(tasks).toHaveLength(0);
    nextFrame();
    expect(added).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(added).toEqual(['/a.js async', '/b.js async']);
    expect(frames).toHaveLength(0);
  });

  it('also starts on a page without <main> content, once it is parsed', () => {
    const added: string[] = [];
    const document = {
      currentScript: { getAttribute: (name: string) => (name === DEFERRED_ATTRIBUTE ? '/a.js' : null) },
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string }) => added.push(element.src) },
      readyState: 'interactive',
      querySelector: () => null,
    };
    const frames: (() => void)[] = [];
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', LOADER)({}, document, (callback: () => void) => frames.push(callback), (callback: () => void) => callback());
    frames.shift()?.();
    frames.shift()?.();
    expect(added).toEqual(['/a.js']);
  });

  it("drops Next's preload of a chunk it defers, and keeps any other preload", () => {
    const page = PAGE.replace(
      '<meta charSet="utf-8"/>',
      '<meta charSet="utf-8"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>',
    );
    const html = withDeferredScripts(page);
    expect(html).not.toContain('chunks/b.js"/>');
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>');
  });
});

describe('the RSC payload out of the page, fetched after the first paint', () => {
  const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  const withPayload = (...scripts: string[]) =>
    withDeferredScripts(`<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Título</h1>${BOOTSTRAP}${scripts.join('')}</body></html>`);

  it('reads the inline payload as one text, in order, and leaves no trace of it in the page', () => {
    const page = withPayload('<script>self.__next_f.push([1,"0:[\\"$\\",\\u003cp\\u003e\\n"])</script>', '<script>self.__next_f.push([1,"1:null\\n"])</script>');
    expect(inlinePayload(page)).toBe('0:["$",<p>\n1:null\n');
    const external = withExternalPayload(page, '/_next/static/payload/abc.txt');
    expect(external).toBe(
      withDeferredScripts('<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Título</h1></body></html>').replace(
        `<script ${DEFERRED_ATTRIBUTE}="/_next/static/chunks/a.js"`,
        `<script ${DEFERRED_ATTRIBUTE}="/_next/static/chunks/a.js" ${PAYLOAD_ATTRIBUTE}="/_next/static/payload/abc.txt"`,
      ),
    );
    expect(inlinePayload(external)).toBeUndefined();
    expect(inlineScripts(external)).toEqual([LOADER]);
  });

  it('stops the build on payload scripts of another kind (binary rows), and on a payload without a loader', () => {
    expect(() => inlinePayload(withPayload('<script>self.__next_f.push([1,"0:null\\n"])</script>', '<script>self.__next_f.push([3,"AAEC"])</script>'))).toThrow(
      /no prevista/,
    );
    expect(() => withExternalPayload(`<body>${BOOTSTRAP}<script>self.__next_f.push([1,"0:null"])</script></body>`, '/p.txt')).toThrow(/sin cargador/);
  });

  it('preloads the scripts with the payload, hands the payload to Next before adding them, and retries a failed fetch', async () => {
    const added: string[] = [];
    const preloaded: string[] = [];
    const timers: [() => void, number][] = [];
    const self: { __next_f?: unknown[] } = {};
    const responses: (() => Promise<unknown>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve({ ok: false, status: 503 }),
      () => Promise.resolve({ ok: true, text: () => Promise.resolve('0:"datos"\n') }),
    ];
    const fetched: string[] = [];
    const fetch = (url: string) => {
      fetched.push(url);
      return (responses.shift() ?? (() => Promise.reject(new Error('unexpected fetch'))))();
    };
    const attributes: Record<string, string> = { [DEFERRED_ATTRIBUTE]: '/a.js', [PAYLOAD_ATTRIBUTE]: '/p.txt' };
    const document = {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      readyState: 'complete',
      createElement: (tag: string) => ({ tag, src: '', href: '', rel: '', as: '' }),
      head: {
        appendChild: (element: { tag: string; src: string; href: string; rel: string; as: string }) => {
          if (element.tag === 'link') {
            expect([element.rel, element.as, self.__next_f]).toEqual(['preload', 'script', undefined]);
            preloaded.push(element.href);
            return;
          }
          expect(element.tag).toBe('script');
          expect(self.__next_f).toEqual([[0], [1, '0:"datos"\n']]);
          added.push(element.src);
        },
      },
    };
    const setTimeout = (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => timers.push([() => callback(...args), delay]);
    const settle = () => new Promise((resolve) => global.setTimeout(resolve, 0));
    const frame = (callback: () => void) => callback();
    new Function('window', 'document', 'fetch', 'self', 'setTimeout', 'requestAnimationFrame', LOADER)({}, document, fetch, self, setTimeout, frame);

    // The task after the first paint.
    expect(fetched).toEqual([]);
    expect(timers.map(([, delay]) => delay)).toEqual([undefined]);
    timers.shift()?.[0]();
    await settle();
    expect(fetched).toEqual(['/p.txt']);
    expect(preloaded).toEqual(['/a.js']);
    expect(added).toEqual([]);
    expect(timers.map(([, delay]) => delay)).toEqual([2000]);
    timers.shift()?.[0]();
    await settle();
    expect(timers.map(([, delay]) => delay)).toEqual([4000]);
    timers.shift()?.[0]();
    await settle();
    expect(fetched).toEqual(['/p.txt', '/p.txt', '/p.txt']);
    expect(added).toEqual(['/a.js']);
    expect(preloaded).toEqual(['/a.js']);
    expect(timers).toEqual([]);
  });
});

describe("Next's real output (the contract fixture)", () => {
  let page = '';
  beforeAll(() => {
    page = builtFixturePage();
  }, 240_000);

  it('defers every chunk, in order, drops their preloads, and moves the whole payload out', () => {
    const chunks = [...new Set([...page.matchAll(ASYNC_CHUNK_SCRIPT)].map((match) => match[1] ?? ''))];
    const payload = inlinePayloadText(page);
    const html = withDeferredScripts(page);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(firstLoadScriptSources(html)).toEqual(expect.arrayContaining(chunks));
    expect(inlinePayload(html)).toBe(payload);
    const external = withExternalPayload(html, '/_next/static/payload/x.txt');
    expect(inlinePayload(external)).toBeUndefined();
    expect(inlineScripts(external)).toContain(LOADER);
    expect(external).toContain('noModule=""');
  });
});
