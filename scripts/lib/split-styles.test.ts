/** @jest-environment node */
import { DEFERRED_ATTRIBUTE, LOADER, PENDING_ATTRIBUTE, STYLES_ATTRIBUTE } from './defer-scripts';
import { PENDING_RULE, hasDeferredStyles, pageStylesheet, splitStylesheet, withDeferredStyles } from './split-styles';

/** A page: a header and an opening section (the first screen), then a section and a footer. */
const PAGE = [
  '<html><head><script data-deferred-scripts="[]">x</script><style data-page-styles="">CSS</style></head>',
  '<body><header class="top"><a class="button">Registrarse</a></header>',
  '<main><section class="hero"><h1 class="title">Título</h1><a class="button">Ver</a></section>',
  '<section class="faq"><h2 class="title">Preguntas</h2><a class="button faq-link">Más</a></section></main>',
  '<footer class="bottom"><p>©</p></footer></body></html>',
].join('');

const split = (css: string) => splitStylesheet(css, PAGE);

describe("a page's CSS split at its first screen", () => {
  it('moves the rules that need a class found only after the first screen, with their @media', () => {
    const { critical, rest } = split(
      [
        'body{margin:0}',
        '.top{position:fixed}',
        '.hero{padding:24px}@media (min-width: 768px){.hero{padding:40px}.faq{padding:40px}}',
        '.faq{padding:20px}.faq details{border:1px solid}',
        '.bottom a,.bottom p{color:#fff}',
      ].join('\n'),
    );
    expect(critical).toBe(['body{margin:0}', '.top{position:fixed}', '.hero{padding:24px}@media (min-width: 768px){.hero{padding:40px}}'].join('\n'));
    expect(rest).toBe(['@media (min-width: 768px){.faq{padding:40px}}', '.faq{padding:20px}.faq details{border:1px solid}', '.bottom a,.bottom p{color:#fff}'].join('\n'));
  });

  it('keeps rules without classes, rules of any first-screen class, @font-face and @keyframes', () => {
    const css = "@font-face{font-family:'F';src:local('Arial')}@keyframes spin{from{opacity:0}to{opacity:1}}h2{margin:0}.title{font-size:2rem}.faq,.top{color:red}";
    expect(split(css)).toEqual({ critical: css, rest: '' });
  });

  it('does not count a class under :not() or :has() as needed, nor one in an attribute value', () => {
    const css = 'a:not(.faq-link){color:blue}.hero:has(.faq){color:red}[data-x=".faq"]{color:green}';
    expect(split(css).rest).toBe('');
    expect(split(':where(.faq) a{color:red}').rest).toBe(':where(.faq) a{color:red}');
  });

  it('keeps inline a rule that a later rule of the same specificity overrode on an element both can match', () => {
    // .faq-link shares an element with .button, which stays (it is on the first screen) and came later.
    const overridden = split('.faq-link{color:red;margin:0}.button{color:blue}');
    expect(overridden.rest).toBe('');
    // A later rule with a higher specificity, or one no element shares, or other properties: no conflict.
    expect(split('.faq-link{color:red}.top .button{color:blue}').rest).toBe('.faq-link{color:red}');
    expect(split('.faq .title{color:red}.hero{color:blue}').rest).toBe('.faq .title{color:red}');
    expect(split('.faq-link{color:red}.button{margin:0}').rest).toBe('.faq-link{color:red}');
  });

  it('leaves a page without an opening element in <main> whole', () => {
    expect(splitStylesheet('.faq{color:red}', '<body><div class="top"></div></body>')).toEqual({ critical: '.faq{color:red}', rest: '' });
  });

  it('writes the first screen inline with the rule that hides the rest, a noscript link, and the URL for the loader', () => {
    const page = withDeferredStyles(PAGE, '.hero{padding:24px}', '/_next/static/styles/abc.css');
    expect(pageStylesheet(page)).toBe(`.hero{padding:24px}${PENDING_RULE}`);
    expect(page).toContain(`${PENDING_RULE}</style><noscript><link rel="stylesheet" href="/_next/static/styles/abc.css"/></noscript></head>`);
    expect(page).toContain(`<script ${DEFERRED_ATTRIBUTE}="[]" ${STYLES_ATTRIBUTE}="/_next/static/styles/abc.css">`);
    expect(hasDeferredStyles(page)).toBe(true);
    expect(hasDeferredStyles(PAGE)).toBe(false);
    expect(() => withDeferredStyles(PAGE.replace('<script data-deferred-scripts="[]">x</script>', ''), '', '/a.css')).toThrow(/sin cargador/);
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
      const style = { setProperty: (property: string, value: string) => properties.set(property, value), removeProperty: (property: string) => properties.delete(property) };
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
      currentScript: { getAttribute: (name: string) => ({ [DEFERRED_ATTRIBUTE]: '[]', [STYLES_ATTRIBUTE]: '/s.css' })[name] ?? null },
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
