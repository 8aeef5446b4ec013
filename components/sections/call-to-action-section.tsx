import type { ReactNode } from 'react';
import { ButtonRow } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';

interface CallToActionSectionProps {
  id: string;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  tone?: SectionTone;
  /** The buttons (ButtonLink, CtaExternalLink…), in order of importance. */
  children: ReactNode;
}

/** A closing band: a heading, a line of text and one or two buttons. */
export function CallToActionSection({ id, eyebrow, title, lead, tone = 'surface', children }: CallToActionSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} $tone={tone}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={eyebrow} title={title} lead={lead} onDark={tone === 'navy'} />
        <ButtonRow>{children}</ButtonRow>
      </Container>
    </Section>
  );
}
