/** @jest-environment node */
import { DEFERRED_ATTRIBUTE, LOADER, PENDING_ATTRIBUTE, STYLES_ATTRIBUTE } from './defer-scripts';
import { PENDING_RULE, firstScreenEnd, firstScreenStylesheet, hasDeferredStyles, pageStylesheet, withDeferredStyles } from './split-styles';

/** A page: a header and an opening section (the first screen), then a section and a footer. */
const PAGE = [
  '<html><head><script data-deferred-scripts="/a.js">x</script><style data-page-styles="">CSS</style></head>',
  '<body><header class="top"><a class="button">Registrarse</a></header>',
  '<main><section class="hero"><h1 class="title">Título</h1><a class="button">Ver</a></section>',
  '<section class="faq"><h2 class="title">Preguntas</h2><a class="button faq-link">Más</a></section></main>',
  '<footer class="bottom"><p>©</p></footer></body></html>',
].join('');

/** The first screen's rules of `css`, as that page's stylesheet. */
const critical = (css: string, page = PAGE) => firstScreenStylesheet(page.replace('CSS', css));

describe("a page's CSS split at its first screen", () => {
  it('ends the first screen after the first element of <main>', () => {
    expect(PAGE.slice(0, firstScreenEnd(PAGE))).toMatch(/<a class="button">Ver<\/a><\/section>$/);
    expect(firstScreenEnd('<body><div class="top"></div></body>')).toBeUndefined();
    expect(firstScreenEnd('<body><main></main><footer><p>©</p></footer></body>')).toBeUndefined();
  });

  it('keeps the rules that match the header or the opening section, with their @media and @font-face', async () => {
    const css = [
      "@font-face{font-family:'F';src:local('Arial')}",
      "body{margin:0;font-family:'F'}",
      '.top{position:fixed}',
      // As styled-components writes them: each declaration with its semicolon.
      '.hero{padding:24px;margin:0;}@media (min-width: 768px){.hero{padding:40px;}.faq{padding:40px;}}',
      '.faq{padding:20px}.faq details{border:1px solid}',
      '.bottom a,.bottom p{color:#fff}',
      '.title{font-size:2rem}.button:hover{color:red}.button:focus-visible,.title:hover{outline:red}.hero a:focus,.button:hover{color:blue}',
      ':where(.hero){position:relative}:where(.faq){position:relative}',
    ].join('\n');
    const kept = await critical(css);
    expect(kept).toContain("@font-face{font-family:'F'");
    expect(kept).toContain('.top{position:fixed}');
    expect(kept).toContain('.hero{padding:24px;margin:0;}');
    expect(kept).toContain('@media (min-width: 768px){.hero{padding:40px;}}');
    expect(kept).toContain('.title{font-size:2rem}');
    // Hover and keyboard focus wait for the whole sheet; a rule keeps its other selectors.
    expect(kept).not.toContain(':hover');
    expect(kept).not.toContain(':focus-visible');
    expect(kept).toContain('.hero a:focus{color:blue}');
    expect(kept).toContain(':where(.hero){position:relative}');
    expect(kept).not.toContain('.faq');
    expect(kept).not.toContain('.bottom');
  });

  it('keeps the first screen’s rules for what scripts set: phase and jornada on <html>, the scrolled header, an open menu', async () => {
    const css = [
      'html[data-phase="live"] [data-show-in]:not([data-show-in~="live"]){display:none}',
      'html[data-jornada="x"] .hero{color:red}',
      "[data-jornada='x']{color:red}",
      ".top[data-scrolled='true']{background:#fff}",
      ".top>[aria-expanded='true']{rotate:180deg}",
      '.faq[data-open]{color:red}',
      // The same states on what comes after the first screen: in the deferred sheet only.
      "html[data-phase='live'] .faq a{color:red}",
      ".faq [aria-expanded='true']{rotate:90deg}",
    ].join('');
    // The opening section's title shown in one phase only, as the hero's texts are.
    const kept = await critical(css, PAGE.replace('<h1 class="title">', '<h1 class="title" data-show-in="upcoming">'));
    for (const rule of ['data-phase="live"', 'data-jornada="x"', "[data-jornada='x']", "[data-scrolled='true']", ".top>[aria-expanded='true']"]) {
      expect(kept).toContain(rule);
    }
    expect(kept).not.toContain('data-open');
    expect(kept).not.toContain('.faq');
  });

  it('gives no first screen on a page without an element in <main>', async () => {
    expect(await firstScreenStylesheet('<html><head><style data-page-styles="">.faq{color:red}</style></head><body><div class="top"></div></body></html>')).toBeUndefined();
  });

  it('writes the first screen inline with the rule that hides the rest, a noscript link, and the URL for the loader', () => {
    const page = withDeferredStyles(PAGE, '.hero{padding:24px}', '/_next/static/styles/abc.css');
    expect(pageStylesheet(page)).toBe(`.hero{padding:24px}${PENDING_RULE}`);
    expect(page).toContain(`${PENDING_RULE}</style><noscript><link rel="stylesheet" href="/_next/static/styles/abc.css"/></noscript></head>`);
    expect(page).toContain(`<script ${DEFERRED_ATTRIBUTE}="/a.js" ${STYLES_ATTRIBUTE}="/_next/static/styles/abc.css">`);
    expect(hasDeferredStyles(page)).toBe(true);
    expect(hasDeferredStyles(PAGE)).toBe(false);
    expect(() => withDeferredStyles(PAGE.replace('<script data-deferred-scripts="/a.js">x</script>', ''), '', '/a.css')).toThrow(/sin cargador/);
  });
});

describe('the loader and the deferred stylesheet', () => {
  type Link = {
    rel?: string;
    href?: string;
    blocking?: string;
    onload?: () => void;
    onerror?: () => void;
    parentNode?: { removeChild: (node: Link) => void };
    setAttribute?: (name: string, value: string) => void;
  };
  const setup = (hash = '') => {
    const attributes = new Map<string, string>();
    const inserted: Link[] = [];
    const timers: [() => void, number][] = [];
    const frames: (() => void)[] = [];
    /** What the loader shows one by one: <main>'s second and third sections, then the footer. */
    const later = ['benefits', 'faq', 'footer'].map((name) => {
      const properties = new Map<string, string>([['color', 'red']]);
      // As a browser's style declaration: a property set to '' is removed.
      const style = {};
      for (const [key, property] of [['visibility', 'visibility'], ['contentVisibility', 'content-visibility']] as const) {
        Object.defineProperty(style, key, { set: (value: string) => (value ? properties.set(property, value) : properties.delete(property)) });
      }
      return { name, properties, style };
    });
    const style = {
      nextSibling: 'next',
      parentNode: {
        insertBefore: (link: Link, before: unknown) => {
          expect(before).toBe('next');
          link.parentNode = { removeChild: (node) => inserted.splice(inserted.indexOf(node), 1) };
          inserted.push(link);
        },
      },
    };
    const document = {
      currentScript: { getAttribute: (name: string) => ({ [DEFERRED_ATTRIBUTE]: '', [STYLES_ATTRIBUTE]: '/s.css' })[name] ?? null },
      readyState: 'complete',
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value), removeAttribute: (name: string) => attributes.delete(name) },
      querySelector: (selector: string) => ({ 'style[data-page-styles]': style })[selector] ?? null,
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('main>:not(:first-child),main~:not(script)');
        return later;
      },
      location: { hash },
      createElement: (): Link => ({
        setAttribute(name, value) {
          Object.assign(this, { [name]: value });
        },
      }),
    };
    const setTimeout = (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => timers.push([() => callback(...args), delay]);
    const requestAnimationFrame = (callback: () => void) => frames.push(callback);
    new Function('window', 'document', 'setTimeout', 'requestAnimationFrame', LOADER)({}, document, setTimeout, requestAnimationFrame);
    /** The first paint: the loader's two animation frames, then the task it queues after them. */
    const paint = () => {
      frames.shift()?.();
      frames.shift()?.();
      timers.splice(0, 1).forEach(([task]) => task());
    };
    /** The elements shown through their own style, and whether the page is still pending. */
    const state = () => [later.filter((element) => element.properties.get('visibility') === 'visible').map((element) => element.name).join(','), attributes.has(PENDING_ATTRIBUTE)];
    /** Runs the frames the loader asked for, and the state after each. */
    const runFrames = () => {
      const states = [state()];
      while (frames.length > 0) {
        frames.shift()?.();
        states.push(state());
      }
      return states;
    };
    return { attributes, inserted, timers, later, paint, runFrames };
  };

  it('marks the page pending at once, adds the stylesheet after the inline styles at the first paint, and shows the rest an element per frame once loaded', () => {
    const { attributes, inserted, later, paint, runFrames } = setup();
    expect(attributes.has(PENDING_ATTRIBUTE)).toBe(true);
    expect(inserted).toEqual([]);
    paint();
    expect(inserted).toEqual([expect.objectContaining({ rel: 'stylesheet', href: '/s.css' })]);
    expect(inserted[0]?.blocking).toBeUndefined();
    inserted[0]?.onload?.();
    expect(attributes.has(PENDING_ATTRIBUTE)).toBe(true);
    expect(later[0]?.properties.get('content-visibility')).toBe('visible');
    expect(runFrames()).toEqual([
      ['benefits', true],
      ['benefits,faq', true],
      ['benefits,faq,footer', true],
      ['', false],
    ]);
    // Their own styles are left as they were.
    expect(later.map((element) => [...element.properties])).toEqual(later.map(() => [['color', 'red']]));
  });

  it('adds the stylesheet at once, render-blocking, on a visit to a fragment, and hides nothing', () => {
    const { attributes, inserted } = setup('#register');
    expect(inserted).toEqual([expect.objectContaining({ rel: 'stylesheet', href: '/s.css', blocking: 'render' })]);
    expect(attributes.has(PENDING_ATTRIBUTE)).toBe(false);
    expect(setup('#').inserted).toEqual([]);
  });

  it('retries a stylesheet that fails 2, 4 and 8 s later, and then shows the page without it', () => {
    const { attributes, inserted, timers, paint, runFrames } = setup();
    paint();
    for (const delay of [2000, 4000, 8000]) {
      inserted[0]?.onerror?.();
      expect(inserted).toEqual([]);
      expect(timers.map(([, wait]) => wait)).toEqual([delay]);
      expect(attributes.has(PENDING_ATTRIBUTE)).toBe(true);
      timers.shift()?.[0]();
      expect(inserted).toHaveLength(1);
    }
    inserted[0]?.onerror?.();
    expect(timers).toEqual([]);
    runFrames();
    expect(attributes.has(PENDING_ATTRIBUTE)).toBe(false);
  });
});
