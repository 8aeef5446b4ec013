import { CLAIM_BASIS, CLAIMS, type ClaimKey } from '@/content/site';
import { formatNumber } from '@/lib/numbers';

/** How each claim is written as a figure: '18.000+' (DESIGN.md), '98 %' (a non-breaking space, as the site writes '30 %'), 'Número 1'. */
export function claimFigure(key: ClaimKey): string {
  const value = CLAIMS[key];
  if (typeof value === 'string') return value;
  return key === 'satisfactionPercent' ? `${value}\u00a0%` : `${formatNumber(value)}+`;
}

/** The claim's basis as its footnote shows it, or null while the firm has not supplied it. */
export function claimBasis(key: ClaimKey): string | null {
  const basis = CLAIM_BASIS[key]?.trim();
  return basis ? basis : null;
}

/** A figure with what it counts: its value, or the firm's claim it shows (CLAIMS in content/site.ts). */
export type Figure = { value: string; label: string } | { claim: ClaimKey; label: string };

/** '3.000+' for a claim, the value itself otherwise. */
export function figureValue(figure: Figure): string {
  return 'claim' in figure ? claimFigure(figure.claim) : figure.value;
}

/** Figures as StatList shows them: each claim's with its basis once the firm gives it, pending until then. */
export function figuresWithBasis(figures: readonly Figure[]) {
  return figures.map((figure) => {
    const basis = 'claim' in figure ? claimBasis(figure.claim) : null;
    return { value: figureValue(figure), label: figure.label, basis, pending: 'claim' in figure && basis === null };
  });
}

/** Whether any of these figures is a claim without its basis yet: a draft says so under them (CLAIM_TEXTS.pendingNote). */
export function basisPending(figures: readonly Figure[]): boolean {
  return figures.some((figure) => 'claim' in figure && claimBasis(figure.claim) === null);
}
