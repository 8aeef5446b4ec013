import { render, screen, within } from '@testing-library/react';
import { RecapStatsSection } from '@/components/sections/recap-sections';
import { ResultsSection } from '@/components/sections/results-section';
import { figureValue } from '@/lib/claims';
import { ALL_JORNADAS } from '@/lib/jornadas';
import { recapTexts } from '@/content/recap';
import { CLAIM_BASIS, CLAIM_TEXTS, type ClaimKey } from '@/content/site';

/** The first jornada's figures that are the firm's claims (content/jornadas.ts). */
const first = ALL_JORNADAS[0]!;
const claimed = (first.recap?.stats ?? []).flatMap((stat) => ('claim' in stat ? [stat.claim] : []));

/** Renders `ui` with each claimed figure given `basis`, then puts content/site.ts back. */
function renderWithBasis(ui: React.ReactElement, basis: (claim: ClaimKey) => string | null) {
  const original = { ...CLAIM_BASIS };
  for (const claim of claimed) CLAIM_BASIS[claim] = basis(claim);
  try {
    return render(ui);
  } finally {
    Object.assign(CLAIM_BASIS, original);
  }
}

describe.each([
  ['the results on /', () => <ResultsSection />],
  ['the recap page', () => <RecapStatsSection texts={recapTexts(first, [])} stats={first.recap?.stats ?? []} />],
])("%s: the first jornada's figures and their sources", (_name, ui) => {
  it('include claims of the firm', () => {
    expect(claimed.length).toBeGreaterThan(0);
  });

  it('say under them that the firm will publish the sources, while any claim has none, and mark those tiles as pending', () => {
    const { container } = renderWithBasis(ui(), () => null);
    expect(screen.getByText(CLAIM_TEXTS.pendingNote)).toBeInTheDocument();
    const tiles = [...container.querySelectorAll('dl > div')];
    expect(tiles.filter((tile) => tile.hasAttribute('data-pending')).map((tile) => tile.querySelector('dt')?.textContent)).toEqual(
      (first.recap?.stats ?? []).filter((stat) => 'claim' in stat).map((stat) => stat.label),
    );
    expect(screen.queryByText(/^Fuentes?:/)).not.toBeInTheDocument();
    expect(document.querySelector('sup')).toBeNull();
  });

  it("print the claims' sources in one footnote under the figures once given, each marked as its figure, and drop the note", () => {
    const { container } = renderWithBasis(ui(), (claim) => `Encuesta ${claim}`);
    expect(screen.queryByText(CLAIM_TEXTS.pendingNote)).not.toBeInTheDocument();
    const footnote = screen.getByText(CLAIM_TEXTS.basisLabel(claimed.length), { exact: false });
    expect(footnote.compareDocumentPosition(container.querySelector('dl')!) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    const sources = within(footnote).getAllByRole('listitem');
    expect(sources).toHaveLength(claimed.length);
    for (const stat of first.recap?.stats ?? []) {
      if (!('claim' in stat)) continue;
      const source = sources.find((item) => item.textContent?.endsWith(`Encuesta ${stat.claim}`))!;
      const mark = source.querySelector('sup')!.textContent;
      // The figure whose term carries the same mark is the claim's.
      const term = [...container.querySelectorAll('dt')].find((dt) => dt.querySelector('sup')?.textContent === mark)!;
      expect(term).toHaveTextContent(stat.label);
      expect(term.nextElementSibling?.textContent).toBe(figureValue(stat));
    }
    // Tiles hold a term and its figure only, none pending once backed.
    expect(container.querySelectorAll('dd')).toHaveLength(first.recap?.stats.length ?? 0);
    expect(container.querySelector('[data-pending]')).toBeNull();
  });
});
