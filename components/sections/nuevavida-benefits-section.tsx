import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { REFORM } from '@/content/home';
import { NUEVAVIDA_BENEFITS } from '@/content/nuevavida';

/** The five benefit cards (spec §2 "/nuevavida"). */
export function NuevavidaBenefitsSection() {
  return (
    <Section id="benefits" aria-labelledby="benefits-title">
      <Container>
        <SectionHeader id="benefits-title" eyebrow={NUEVAVIDA_BENEFITS.eyebrow} title={NUEVAVIDA_BENEFITS.title} />
        <IconCardGrid items={NUEVAVIDA_BENEFITS.items} note={REFORM.note} />
      </Container>
    </Section>
  );
}
