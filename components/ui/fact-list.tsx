import styled from 'styled-components';
import { Icon } from '@/components/ui/icon';
import { KeepTogether } from '@/components/ui/no-wrap';
import type { IconName } from '@/content/home';
import { theme } from '@/lib/theme';

const List = styled.dl<{ $onDark: boolean }>`
  margin: 0;
  display: grid;
  gap: ${({ $onDark }) => ($onDark ? theme.space(2) : theme.space(3))};
  /* Wide enough for a whole date on one line (a long date such as '14 de noviembre de 2031' never breaks). */
  grid-template-columns: ${({ $onDark }) => ($onDark ? '1fr' : 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))')};
  > div {
    padding: ${theme.space(3)} ${theme.space(4)};
    border-radius: ${theme.radii.md};
    background: ${({ $onDark }) => ($onDark ? theme.colors.navySoft : theme.colors.background)};
    box-shadow: ${({ $onDark }) => ($onDark ? 'none' : theme.shadows.card)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    font-size: ${theme.fontSizes.sm};
    color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
    svg {
      color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.navy)};
    }
  }
  dd {
    margin: ${({ $onDark }) => ($onDark ? `${theme.space(1)} 0 0` : '0')};
    font-weight: 700;
    color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.text)};
  }
  dd + dd {
    font-weight: 400;
    color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  }
`;

export interface Fact {
  icon: IconName;
  label: string;
  /** The first value is emphasised; any further ones read as notes. */
  values: readonly string[];
}

/** Key facts (date, time, mode, cost) as a description list of small cards. */
export function FactList({ facts, onDark = false }: { facts: readonly Fact[]; onDark?: boolean }) {
  return (
    <List $onDark={onDark}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>
            <Icon name={fact.icon} size={20} />
            {fact.label}
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
