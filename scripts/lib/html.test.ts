/** @jest-environment node */
import { firstLoadScriptSources, inlineScripts, scanTags } from './html';

const NEXT_LIKE_PAGE = [
  '<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '</head><body><!-- <script>commented()</script> -->',
  '<a href="/envivo/?a=1&amp;b=2" title=\'x > y\'>En vivo</a>',
  '<script id="_R_">(self.TURBOPACK=self.TURBOPACK||[]).push("</div>")</script>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script>self.__next_f.push([1,"<a href=\\"/nope/\\">"])</script>',
  '</body></html>',
].join('');

describe('scanTags', () => {
  it('reads start tags with decoded attributes, quoted ">" included', () => {
    const link = scanTags(NEXT_LIKE_PAGE).find((tag) => tag.name === 'a');
    expect(link?.attribs.href).toBe('/envivo/?a=1&b=2');
    expect(link?.attribs.title).toBe('x > y');
  });

  it('does not read markup inside scripts or comments as tags', () => {
    const anchors = scanTags(NEXT_LIKE_PAGE).filter((tag) => tag.name === 'a');
    expect(anchors).toHaveLength(1);
  });

  it('lower-cases attribute names and keeps bare attributes as empty strings', () => {
    const [tag] = scanTags('<details OPEN data-x><summary>?</summary></details>');
    expect(tag?.attribs.open).toBe('');
    expect(tag?.attribs).toHaveProperty('data-x');
  });
});

describe('inlineScripts', () => {
  it('returns the exact text of executable inline scripts only', () => {
    expect(inlineScripts(NEXT_LIKE_PAGE)).toEqual([
      '(self.TURBOPACK=self.TURBOPACK||[]).push("</div>")',
      'self.__next_f.push([1,"<a href=\\"/nope/\\">"])',
    ]);
  });

  it('skips JSON-LD and other data blocks but keeps module scripts', () => {
    const page = '<script type="application/json">{}</script><script type="module">go()</script>';
    expect(inlineScripts(page)).toEqual(['go()']);
  });
});

describe('firstLoadScriptSources', () => {
  it('lists each external script once, without noModule polyfills', () => {
    expect(firstLoadScriptSources(NEXT_LIKE_PAGE)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});

describe('attribute values', () => {
  it('are decoded from named and numeric references, unknown ones left as written', () => {
    const [tag] = scanTags('<a title="&quot;a&quot; &#39;b&#x27; &amp;c &unknown;">x</a>');
    expect(tag?.attribs.title).toBe('"a" \'b\' &c &unknown;');
  });
});
