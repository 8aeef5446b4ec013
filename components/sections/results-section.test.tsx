import { render, screen, within } from '@testing-library/react';
import { RecapStatsSection } from '@/components/sections/recap-sections';
import { ResultsSection } from '@/components/sections/results-section';
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

  it('say under them that the firm will publish the sources, while any claim has none', () => {
    renderWithBasis(ui(), () => null);
    expect(screen.getByText(CLAIM_TEXTS.pendingNote)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(CLAIM_TEXTS.basisLabel))).not.toBeInTheDocument();
  });

  it("print each claim's source under its figure once given, and drop the note", () => {
    const { container } = renderWithBasis(ui(), (claim) => `Encuesta ${claim}`);
    expect(screen.queryByText(CLAIM_TEXTS.pendingNote)).not.toBeInTheDocument();
    for (const claim of claimed) {
      const source = screen.getByText(`${CLAIM_TEXTS.basisLabel} Encuesta ${claim}`);
      // In the figure's own tile.
      expect(within(source.parentElement as HTMLElement).getAllByRole('definition').length).toBe(2);
    }
    expect(container.querySelectorAll('dd')).toHaveLength((first.recap?.stats.length ?? 0) + claimed.length);
  });
});
