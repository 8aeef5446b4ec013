import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { REFORM } from '@/content/home';

export function ReformSection() {
  return (
    <Section id="about" aria-labelledby="about-title">
      <Container>
        <SectionHeader id="about-title" eyebrow={REFORM.eyebrow} title={REFORM.title} />
        <IconCardGrid items={REFORM.items} note={REFORM.note} list />
      </Container>
    </Section>
  );
}
