/** @jest-environment node */
import { DomUtils, parseDocument } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon, IconSprite } from './icon';
import { iconSymbols } from './icon-sprite';

const { getElementsByTagName } = DomUtils;

describe('the icon sprite', () => {
  const sprite = parseDocument(renderToStaticMarkup(<IconSprite />), { xmlMode: true });
  const symbols = getElementsByTagName('symbol', sprite);

  it('draws every icon as a 24 × 24 symbol, named once, with no paint of its own', () => {
    expect(symbols.length).toBeGreaterThan(20);
    const ids = symbols.map((symbol) => symbol.attribs.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const symbol of symbols) {
      expect(symbol.attribs.viewBox).toBe('0 0 24 24');
      expect(symbol.children.length).toBeGreaterThan(0);
      for (const shape of getElementsByTagName(() => true, symbol.children)) {
        expect(Object.keys(shape.attribs)).not.toEqual(expect.arrayContaining(['fill']));
        expect(Object.keys(shape.attribs)).not.toEqual(expect.arrayContaining(['stroke']));
      }
    }
  });

  it('is what an icon points to, in the same page', () => {
    const markup = renderToStaticMarkup(<Icon name="calendar-plus" size={20} />);
    expect(markup).toMatch(/<svg[^>]* aria-hidden="true" width="20" height="20"[^>]*><use href="#icon-calendar-plus"><\/use><\/svg>/);
    expect(symbols.map((symbol) => symbol.attribs.id)).toContain('icon-calendar-plus');
  });

  it('is drawn nowhere itself and hidden from assistive technology', () => {
    const [svg] = getElementsByTagName('svg', sprite);
    expect(svg?.attribs).toMatchObject({ 'aria-hidden': 'true', style: 'display:none' });
    expect(symbols.every((symbol) => symbol.parent === svg)).toBe(true);
    expect(iconSymbols()).not.toMatch(/<script|on\w+=/i);
  });
});
