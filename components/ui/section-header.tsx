import styled from 'styled-components';
import { keepJornadaNamesWhole } from '@/lib/jornadas';
import { theme } from '@/lib/theme';

const Header = styled.header<{ $onDark: boolean }>`
  max-width: 720px;
  margin: 0 auto ${theme.space(4)};
  text-align: center;
  @media ${theme.media.md} {
    margin-bottom: ${theme.space(10)};
  }
`;

const Eyebrow = styled.p<{ $onDark: boolean }>`
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  /* One short line over the title: the heading's leading, not a paragraph's. */
  line-height: ${theme.lineHeights.heading};
  color: ${({ $onDark }) => ($onDark ? theme.colors.accent : theme.colors.textMuted)};
  margin-bottom: ${theme.space(1)};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
  @media ${theme.media.md} {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const Lead = styled.p<{ $onDark: boolean }>`
  margin-top: ${theme.space(2)};
  font-size: ${theme.fontSizes.base};
  color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(4)};
    font-size: ${theme.fontSizes.md};
  }
`;

interface SectionHeaderProps {
  id?: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  onDark?: boolean;
}

export function SectionHeader({ id, eyebrow, title, lead, onDark = false }: SectionHeaderProps) {
  return (
    <Header $onDark={onDark}>
      {eyebrow ? <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow> : null}
      {/* A jornada's name in a title stays on one line (lib/jornadas.ts). */}
      <Title id={id}>{typeof title === 'string' ? keepJornadaNamesWhole(title) : title}</Title>
      {lead ? <Lead $onDark={onDark}>{lead}</Lead> : null}
    </Header>
  );
}
