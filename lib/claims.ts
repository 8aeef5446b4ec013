import { CLAIM_BASIS, CLAIMS, type ClaimKey } from '@/content/site';
import { formatNumber } from '@/lib/numbers';

/** How each claim is written as a figure: '+18.000', '98 %' (a non-breaking space, as the site writes '30 %'), 'Número 1'. */
export function claimFigure(key: ClaimKey): string {
  const value = CLAIMS[key];
  if (typeof value === 'string') return value;
  return key === 'satisfactionPercent' ? `${value}\u00a0%` : `+${formatNumber(value)}`;
}

/** The claim's basis as shown beside it ('Fuente: …'), or null while the firm has not supplied it. */
export function claimBasis(key: ClaimKey): string | null {
  const basis = CLAIM_BASIS[key]?.trim();
  return basis ? basis : null;
}
