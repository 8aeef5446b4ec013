/** @jest-environment node */
import { fontPreloads, withFontPreloads } from './font-preload';

const PRELOAD = '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>';
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body></body></html>`;

describe('font preloads', () => {
  it('finds a page’s font preloads and nothing else', () => {
    expect(fontPreloads(page(`${PRELOAD}<link rel="preload" as="script" href="/a.js"/>`))).toEqual([PRELOAD]);
    expect(fontPreloads(page('<link rel="stylesheet" href="/a.css"/>'))).toEqual([]);
  });

  it('adds a missing preload before the first link of <head>, once', () => {
    const notFound = page('<link rel="stylesheet" href="/a.css"/>');
    const fixed = withFontPreloads(notFound, [PRELOAD]);
    expect(fixed).toBe(page(`${PRELOAD}<link rel="stylesheet" href="/a.css"/>`));
    expect(withFontPreloads(fixed, [PRELOAD])).toBe(fixed);
  });

  it('adds it at the end of <head> when there is no link', () => {
    expect(withFontPreloads(page(''), [PRELOAD])).toBe(page(PRELOAD));
  });
});
