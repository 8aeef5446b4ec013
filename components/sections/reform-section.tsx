import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { REFORM } from '@/content/home';
import { theme } from '@/lib/theme';

const Note = styled.p`
  margin-top: ${theme.space(4)};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  @media ${theme.media.md} {
    margin-top: ${theme.space(8)};
  }
`;

export function ReformSection() {
  return (
    <Section id="about" aria-labelledby="about-title">
      <Container>
        <SectionHeader id="about-title" eyebrow={REFORM.eyebrow} title={REFORM.title} lead={REFORM.lead} />
        <IconCardGrid items={REFORM.items} />
        <Note>{REFORM.note}</Note>
      </Container>
    </Section>
  );
}
