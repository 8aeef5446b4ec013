/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon, IconSprite } from '@/components/ui/icon';
import { missingSymbols, withUsedSymbolsOnly } from './icon-symbols';

describe("a page's icon symbols", () => {
  const page = `<body>${renderToStaticMarkup(<IconSprite />)}<p>${renderToStaticMarkup(<Icon name="award" />)}${renderToStaticMarkup(<Icon name="star" filled />)}</p></body>`;

  it('keeps only the symbols the page draws, each once', () => {
    const pruned = withUsedSymbolsOnly(page);
    expect([...pruned.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])).toEqual(['icon-star', 'icon-award']);
    expect(missingSymbols(pruned)).toEqual([]);
    expect(withUsedSymbolsOnly(pruned)).toBe(pruned);
  });

  it('names an icon drawn without its symbol', () => {
    expect(missingSymbols(`<body>${renderToStaticMarkup(<Icon name="award" />)}</body>`)).toEqual(['icon-award']);
  });
});
