import styled from 'styled-components';
import { ClaimSource } from '@/components/ui/claim-source';
import { StatList } from '@/components/ui/stat-list';
import type { ClaimKey } from '@/content/site';
import { claimBasis, claimFigure } from '@/lib/claims';
import { theme } from '@/lib/theme';

/** The four claims as equal tiles: two by two on a phone, one row of four on wide screens. */
const Claims = styled.div`
  margin-top: ${theme.space(6)};
  display: grid;
  gap: ${theme.space(2)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(10)};
    gap: ${theme.space(5)};
  }
  @media ${theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * The two worded claims, tiled like the figures beside them (blind review 6: pale chips floating
 * under the team read as an afterthought): the words at a figure's weight, from the top like the
 * figures, with no mark the figures lack (blind reviews 7 and 8).
 */
const Badges = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${theme.media.md} {
    gap: ${theme.space(5)};
  }
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
    padding: ${theme.space(3)} ${theme.space(2)};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.background};
    box-shadow: ${theme.shadows.card};
    @media ${theme.media.md} {
      padding: ${theme.space(6)};
    }
  }
  span[data-badge] {
    color: ${theme.colors.navy};
    font-size: ${theme.fontSizes.md};
    font-weight: 800;
    line-height: 1.25;
    text-wrap: balance;
    @media ${theme.media.md} {
      font-size: ${theme.fontSizes.lg};
    }
  }
  small {
    margin-top: ${theme.space(1)};
    max-width: 32ch;
    color: ${theme.colors.textMuted};
  }
`;

interface ClaimTilesProps {
  /** Claims that are words ('Firma certificada'). */
  badges: readonly ClaimKey[];
  /** Claims that are figures, with what they count ('clientes atendidos'). */
  stats: readonly { claim: ClaimKey; label: string }[];
  basisLabel: string;
}

/** The firm's claims (content/site.ts CLAIMS), each with its source once the firm gives it. */
export function ClaimTiles({ badges, stats, basisLabel }: ClaimTilesProps) {
  return (
    <Claims>
      <Badges>
        {badges.map((claim) => (
          <li key={claim}>
            <span data-badge="">{claimFigure(claim)}</span>
            <ClaimSource claim={claim} label={basisLabel} />
          </li>
        ))}
      </Badges>
      <StatList
        stats={stats.map(({ claim, label }) => ({
          value: claimFigure(claim),
          label,
          basis: claimBasis(claim),
          basisLabel,
        }))}
      />
    </Claims>
  );
}
