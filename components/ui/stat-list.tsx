import styled, { css } from 'styled-components';
import { EXAMPLE_NOTE, Footnote } from '@/components/ui/footnote';
import { KeepTogether } from '@/components/ui/no-wrap';
import { CLAIM_TEXTS } from '@/content/site';
import { basisPending, figuresWithBasis, type Figure } from '@/lib/claims';
import { theme } from '@/lib/theme';

const List = styled.dl<{ $onDark: boolean; $count: number; $sourced: boolean }>`
  display: grid;
  gap: ${theme.space(2)};
  /* Up to three short figures side by side, even on a phone. */
  grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, minmax(0, 1fr));
  margin: 0;
  text-align: center;
  /*
   * Three under 390 px: the first across, two under it (a third of 390 px broke 'de / satisfacción':
   * blind review 13). From 390 px one row again, the tiles' sides down to 4 px so the longest word
   * group ('de satisfacción', 98 px) fits its third (103 px); the two rows took a screen's tenth (issue 24).
   * Figures with their sources keep the two rows below 480 px: a source in a third of 390 px ran to five lines.
   */
  ${({ $count, $sourced }) =>
    $count === 3 &&
    css`
      @media ${$sourced ? `not all and ${theme.media.sm}` : '(max-width: 389.98px)'} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
        > :first-child {
          grid-column: 1 / -1;
        }
      }
    `}
  @media ${theme.media.md} {
    gap: ${theme.space(5)};
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, 1fr);
  }
  > div {
    display: flex;
    flex-direction: column;
    padding: ${theme.space(3)} ${theme.space(1)};
    border-radius: ${theme.radii.lg};
    background: ${({ $onDark }) => ($onDark ? theme.colors.navySoft : theme.colors.background)};
    box-shadow: ${({ $onDark }) => ($onDark ? 'none' : theme.shadows.card)};
  }
  dt + dd {
    order: -1;
  }
  @media ${theme.media.md} {
    > div {
      padding: ${theme.space(6)};
    }
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    @media ${theme.media.md} {
      font-size: ${theme.fontSizes.xxl};
    }
    font-weight: 800;
    color: ${({ $onDark }) => ($onDark ? theme.colors.accent : theme.colors.navy)};
  }
  dt {
    /* Two even lines in a narrow tile, not a word alone on the second ('años de experiencia del / director'). */
    text-wrap: balance;
    font-size: ${theme.fontSizes.sm};
    @media ${theme.media.md} {
      font-size: inherit;
    }
    color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
  /* The source: small print under its figure, not a block as loud as the label (blind review 22). */
  dd + dd {
    margin-top: ${theme.space(2)};
    font-size: ${theme.fontSizes.xs};
    line-height: 1.35;
    font-weight: 400;
    color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
`;

export interface Stat {
  value: string;
  label: string;
  /** What backs the figure (a claim's source), in small print beneath it. */
  basis?: string | null;
  basisLabel?: string;
}

/**
 * Figures some of which are the firm's claims: each claim's basis under it, and while any has none,
 * the draft's note under them all, as it flags its examples.
 */
export function ClaimedStats({ figures, onDark = false }: { figures: readonly Figure[]; onDark?: boolean }) {
  return (
    <>
      <StatList stats={figuresWithBasis(figures)} onDark={onDark} />
      {basisPending(figures) ? <Footnote $onDark={onDark} {...EXAMPLE_NOTE}>
          {CLAIM_TEXTS.pendingNote}
        </Footnote> : null}
    </>
  );
}

/** Big figures with their label; the label is the term, the figure its value. */
export function StatList({ stats, onDark = false }: { stats: readonly Stat[]; onDark?: boolean }) {
  return (
    <List $onDark={onDark} $count={stats.length} $sourced={stats.some((stat) => Boolean(stat.basis))}>
      {stats.map((stat) => (
        <div key={stat.label}>
          {/* The figure reads first on screen; the term stays first for assistive technology. */}
          <dt>
            {/* A firm's aside such as '(ISO 9001)' moves whole (blind review 29: it broke after '(ISO'). */}
            <KeepTogether text={stat.label} />
          </dt>
          <dd>{stat.value}</dd>
          {/* One text, so React writes no <!-- --> between its parts. */}
          {stat.basis ? <dd>{`${stat.basisLabel} ${stat.basis}`}</dd> : null}
        </div>
      ))}
    </List>
  );
}
