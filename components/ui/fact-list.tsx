import styled, { css } from 'styled-components';
import { Icon } from '@/components/ui/icon';
import { KeepTogether } from '@/components/ui/no-wrap';
import type { IconName } from '@/content/home';
import { visuallyHiddenStyles } from '@/components/ui/visually-hidden';
import { theme } from '@/lib/theme';

/**
 * One panel, a row per fact, dates and times kept whole. Phones: only the icon marks each label (the
 * label is for screen readers), so each value has the whole width (a date on one line: issue 24, /
 * was 11 screens long); wider, the label beside its value.
 */
const List = styled.dl<{ $onDark: boolean }>`
  margin: 0;
  /* Phones: 12 px sides and an 8 px gap after the icon, so a time and its zone or 'cupos limitados'
     fit one line at 390 px (at 16 px they wrapped a word or two to a line of their own). */
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radii.md};
  background: ${({ $onDark }) => ($onDark ? theme.colors.navySoft : theme.colors.background)};
  border: ${({ $onDark }) => ($onDark ? '0' : `1px solid ${theme.colors.borderSubtle}`)};
  > div {
    display: grid;
    grid-template-columns: 20px 1fr;
    column-gap: ${theme.space(2)};
    align-items: start;
    padding: ${theme.space(2)} 0;
  }
  @media ${theme.media.md} {
    padding-inline: ${theme.space(4)};
    > div {
      column-gap: ${theme.space(3)};
      grid-template-columns: 6.5rem 1fr;
      padding: ${theme.space(3)} 0;
    }
  }
  @media not all and ${theme.media.md} {
    dt > span {
      ${visuallyHiddenStyles}
    }
  }
  > div + div {
    border-top: 1px solid ${({ $onDark }) => ($onDark ? theme.colors.navy : theme.colors.borderSubtle)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    font-size: ${theme.fontSizes.sm};
    color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
  dd {
    grid-column: -2;
    margin: 0;
    font-weight: 700;
    color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.text)};
  }
  /* Notes (a value's further lines) only occur on the dark panel: the light one pays no bytes for them. */
  ${({ $onDark }) =>
    $onDark &&
    css`
      dd + dd {
        font-weight: 400;
        color: ${theme.colors.textOnDarkMuted};
      }
      /* Where the section's heading gives the date and time above the form (registration-section.tsx). */
      @media not all and ${theme.media.lg} {
        > [data-wide] {
          display: none;
        }
        > [data-wide] + div {
          border-top: 0;
        }
      }
    `}
`;

export interface Fact {
  icon: IconName;
  label: string;
  /** The first value is emphasised; any further ones read as notes (styled on the dark panel only). */
  values: readonly string[];
  /** On the dark panel, shown on wide screens only: narrower, the text above it already says it. */
  wideOnly?: boolean;
}

/** Key facts (date, time, mode, cost) as a description list. */
export function FactList({ facts, onDark = false }: { facts: readonly Fact[]; onDark?: boolean }) {
  return (
    <List $onDark={onDark}>
      {facts.map((fact) => (
        <div key={fact.label} data-wide={fact.wideOnly ? '' : undefined}>
          <dt>
            <Icon name={fact.icon} size={20} />
            <span>{fact.label}</span>
          </dt>
          {fact.values.map((value) => (
            <dd key={value}>
              <KeepTogether text={value} />
            </dd>
          ))}
        </div>
      ))}
    </List>
  );
}
