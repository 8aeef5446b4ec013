import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { BENEFITS } from '@/content/home';

export function BenefitsSection() {
  return (
    <Section id="benefits" aria-labelledby="benefits-title" $tone="surface">
      <Container>
        <SectionHeader id="benefits-title" eyebrow={BENEFITS.eyebrow} title={BENEFITS.title} />
        <IconCardGrid items={BENEFITS.items} />
      </Container>
    </Section>
  );
}
