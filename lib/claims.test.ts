import { CLAIM_BASIS, CLAIMS } from '@/content/site';
import { claimBasis, claimFigure } from '@/lib/claims';

describe('claims', () => {
  it('writes counts with es-CO thousands and a trailing plus (DESIGN.md), percentages with a sign', () => {
    expect(claimFigure('clientsServed')).toBe(`${CLAIMS.clientsServed.toLocaleString('de-DE')}+`);
    expect(claimFigure('clientsServed')).toMatch(/^\d{1,3}(\.\d{3})+\+$/);
    expect(claimFigure('satisfactionPercent')).toBe(`${CLAIMS.satisfactionPercent}\u00a0%`);
    expect(claimFigure('rank')).toBe(CLAIMS.rank);
  });

  it('shows a basis only once the firm has written one', () => {
    const original = CLAIM_BASIS.rank;
    try {
      CLAIM_BASIS.rank = '  ';
      expect(claimBasis('rank')).toBeNull();
      CLAIM_BASIS.rank = 'Ranking de ejemplo, marzo de 2025';
      expect(claimBasis('rank')).toBe('Ranking de ejemplo, marzo de 2025');
    } finally {
      CLAIM_BASIS.rank = original;
    }
  });
});
