/** @jest-environment node */
import { DomUtils, parseDocument } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from './icon';
import { iconSprite } from './icon-sprite';

const { getElementsByTagName } = DomUtils;

describe('the icon sprite', () => {
  const sprite = parseDocument(iconSprite(), { xmlMode: true });
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

  it('is what an icon points to', () => {
    const markup = renderToStaticMarkup(<Icon name="calendar-plus" size={20} />);
    expect(markup).toMatch(/<svg[^>]* aria-hidden="true" width="20" height="20"[^>]*><use href="\/icons\.svg#calendar-plus"><\/use><\/svg>/);
    expect(symbols.map((symbol) => symbol.attribs.id)).toContain('calendar-plus');
  });
});
