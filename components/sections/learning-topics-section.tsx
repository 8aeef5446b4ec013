import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { LEARNING_TOPICS } from '@/content/envivo';
import { PhaseText } from '@/components/ui/phase-text';

/** The three topics of the broadcast (spec §2 "/envivo"). */
export function LearningTopicsSection() {
  return (
    <Section id="topics" aria-labelledby="topics-title">
      <Container>
        <SectionHeader
          id="topics-title"
          eyebrow={<PhaseText before={LEARNING_TOPICS.eyebrow} live={LEARNING_TOPICS.liveEyebrow} after={LEARNING_TOPICS.endedEyebrow} />}
          title={LEARNING_TOPICS.title}
        />
        <IconCardGrid items={LEARNING_TOPICS.items} />
      </Container>
    </Section>
  );
}
