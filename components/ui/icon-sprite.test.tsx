/** @jest-environment node */
import { DomUtils, parseDocument } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconProblems } from '@/scripts/lib/export-checks';
import { Icon } from './icon';
import { ICON_NAMES, iconShapes } from './icon-sprite';

const { getElementsByTagName } = DomUtils;

describe('an icon', () => {
  it('is a 24 × 24 symbol of its own drawing, with no paint of its own, and a <use> of it', () => {
    for (const name of ICON_NAMES) {
      const svg = parseDocument(renderToStaticMarkup(<Icon name={name} size={20} />), { xmlMode: true });
      const [symbol] = getElementsByTagName('symbol', svg);
      expect(symbol?.attribs).toEqual({ id: `icon-${name}`, viewBox: '0 0 24 24' });
      expect(symbol?.children.length).toBeGreaterThan(0);
      for (const shape of getElementsByTagName(() => true, symbol?.children ?? [])) {
        expect(Object.keys(shape.attribs)).not.toEqual(expect.arrayContaining(['fill']));
        expect(Object.keys(shape.attribs)).not.toEqual(expect.arrayContaining(['stroke']));
      }
      expect(getElementsByTagName('use', svg).map((use) => use.attribs.href)).toEqual([`#icon-${name}`]);
      expect(iconShapes(name)).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('is hidden from assistive technology and sized as asked', () => {
    expect(renderToStaticMarkup(<Icon name="calendar-plus" size={20} />)).toMatch(/^<svg[^>]* aria-hidden="true" width="20" height="20"[^>]*><symbol/);
  });
});

describe('the export check of a page’s icons', () => {
  const reference = (id: string) => `<svg><use href="#${id}"></use></svg>`;
  const symbol = (id: string) => `<svg><symbol id="${id}" viewBox="0 0 24 24"></symbol>${reference(id)}</svg>`;

  it('names an icon drawn without its symbol, a symbol twice, and a symbol not drawn', () => {
    expect(iconProblems(`${symbol('icon-star')}${reference('icon-star')}`)).toEqual([]);
    expect(iconProblems(reference('icon-award'))).toEqual(['dibuja #icon-award sin su <symbol>']);
    expect(iconProblems(`${symbol('icon-star')}${symbol('icon-star')}`)).toEqual(['<symbol id="icon-star"> repetido']);
    expect(iconProblems('<svg><symbol id="icon-star" viewBox="0 0 24 24"></symbol></svg>')).toEqual(['<symbol id="icon-star"> que no dibuja']);
  });
});
