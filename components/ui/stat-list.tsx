import styled, { css } from 'styled-components';
import { EXAMPLE_NOTE, Footnote } from '@/components/ui/footnote';
import { KeepTogether } from '@/components/ui/no-wrap';
import { CLAIM_TEXTS } from '@/content/site';
import { basisPending, figuresWithBasis, type Figure } from '@/lib/claims';
import { theme } from '@/lib/theme';

const List = styled.dl<{ $onDark: boolean; $count: number }>`
  display: grid;
  gap: ${theme.space(2)};
  /* Up to three short figures side by side, even on a phone. */
  grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, minmax(0, 1fr));
  margin: 0;
  text-align: center;
  /*
   * Three under 390 px: the first across, two under it (a third of 390 px broke 'de / satisfacción':
   * blind review 13). From 390 px one row, the tiles' sides down to 4 px so the longest word group
   * ('de satisfacción', 98 px) fits its third (103 px); the two rows took a screen's tenth (issue 24).
   * The sources are in one footnote under the tiles, so every page lays the figures out alike.
   */
  ${({ $count }) =>
    $count === 3 &&
    css`
      @media (max-width: 389.98px) {
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
    /* Phones: 8 px above and below, and the figure at the headings' leading (dd below): the team's four tiles 28 px shorter (issue '/ in about 6 screens'). */
    padding: ${theme.space(2)} ${theme.space(1)};
    border-radius: ${theme.radii.lg};
    background: ${({ $onDark }) => ($onDark ? theme.colors.navySoft : theme.colors.background)};
    box-shadow: ${({ $onDark }) => ($onDark ? 'none' : theme.shadows.card)};
  }
  dt + dd {
    order: -1;
  }
  /*
   * A claim the firm has not backed yet (a draft): a dashed tile and a muted figure, so it does not
   * read as finished (blind reviews 43: 'Número 1', 'Certificada' looked published).
   */
  > div[data-pending] {
    border: 1px dashed ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.border)};
    background: transparent;
    box-shadow: none;
  }
  > div[data-pending] dd {
    color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
  @media ${theme.media.md} {
    > div {
      padding: ${theme.space(6)};
    }
  }
  dd {
    margin: 0;
    line-height: ${theme.lineHeights.heading};
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
  /* Small enough that 'de satisfacción' with its mark still fits a third of 390 px. */
  sup {
    line-height: 0;
    font-size: 0.6em;
  }
`;

/**
 * The figures' sources, one small-print paragraph under them, each marked as its figure is (blind
 * reviews 39 and 40: a source in each tile made tiles of uneven height, laid out differently on each
 * page, where the small print out-talked the figure).
 */
const Sources = styled(Footnote).attrs({ as: 'div' })`
  text-wrap: pretty;
  ol {
    display: inline;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline;
  }
  /* The dot ends a line, never starts one. */
  li + li::before {
    content: '\\a0· ' / '';
  }
  sup {
    line-height: 0;
    margin-right: 2px;
  }
`;

export interface Stat {
  value: string;
  label: string;
  /** What backs the figure (a claim's source), in the footnote under the figures. */
  basis?: string | null;
  /** A claim whose basis the firm has not given yet: drawn as pending. */
  pending?: boolean;
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

/** Big figures with their label (the term; the figure its value), and their sources under them, marked ¹ ² ³. */
export function StatList({ stats, onDark = false }: { stats: readonly Stat[]; onDark?: boolean }) {
  const sourced = stats.filter((stat) => stat.basis);
  return (
    <>
      <List $onDark={onDark} $count={stats.length}>
        {stats.map((stat) => {
          const mark = sourced.indexOf(stat) + 1;
          return (
            <div key={stat.label} data-pending={stat.pending ? '' : undefined}>
              {/* The figure reads first on screen; the term stays first for assistive technology. */}
              <dt>
                {/* A firm's aside such as '(ISO 9001)' moves whole (blind review 29: it broke after '(ISO'). */}
                <KeepTogether text={stat.label} />
                {mark ? <sup>{mark}</sup> : null}
              </dt>
              <dd>{stat.value}</dd>
            </div>
          );
        })}
      </List>
      {sourced.length ? (
        <Sources $onDark={onDark}>
          {/* One text, so React writes no <!-- --> between its parts. */}
          {`${CLAIM_TEXTS.basisLabel(sourced.length)} `}
          <ol>
            {sourced.map((stat, index) => (
              <li key={stat.label}>
                <sup>{index + 1}</sup>
                {stat.basis}
              </li>
            ))}
          </ol>
        </Sources>
      ) : null}
    </>
  );
}
