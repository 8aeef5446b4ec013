import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { ClaimedStats } from '@/components/ui/stat-list';
import { RESULTS } from '@/content/home';
import { theme } from '@/lib/theme';

const Action = styled.p`
  margin-top: ${theme.space(4)};
  text-align: center;
  @media ${theme.media.md} {
    margin-top: ${theme.space(10)};
  }
`;

export function ResultsSection() {
  return (
    <Section id="results" aria-labelledby="results-title" $tone="surface">
      <Container>
        <SectionHeader id="results-title" eyebrow={RESULTS.eyebrow} title={RESULTS.title} />
        <ClaimedStats figures={RESULTS.stats} />
        <Action>
          <ButtonLink href={RESULTS.link.href} $variant="outline">
            {RESULTS.link.label}
          </ButtonLink>
        </Action>
      </Container>
    </Section>
  );
}
