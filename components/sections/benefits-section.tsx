import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { BENEFITS } from '@/content/home';
import { theme } from '@/lib/theme';

/**
 * Phones: under the title, that the cards go on sideways. Drawn by CSS (in the sheet that follows the
 * first paint, so / carries no byte of it) and silent for screen readers, which hear the row's name.
 */
const Benefits = styled(Section)`
  @media not all and ${theme.media.md} {
    header::after {
      content: '${BENEFITS.rowHint(BENEFITS.items.length)}' / '';
      display: block;
      margin-top: ${theme.space(2)};
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
    }
  }
`;

export function BenefitsSection() {
  return (
    <Benefits id="benefits" aria-labelledby="benefits-title" $tone="surface">
      <Container>
        <SectionHeader id="benefits-title" eyebrow={BENEFITS.eyebrow} title={BENEFITS.title} />
        <IconCardGrid items={BENEFITS.items} row={BENEFITS.rowLabel} />
      </Container>
    </Benefits>
  );
}
