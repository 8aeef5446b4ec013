import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { VideoFacade } from '@/components/video/video-facade';
import type { ResponsiveImage } from '@/lib/images';

const Player = styled.div<{ $secondary?: boolean }>`
  /* At 880 px a drawn poster's title was larger than the section's heading (blind review 7). */
  max-width: ${({ $secondary }) => ($secondary ? '640px' : '720px')};
  margin: 0 auto;
`;

interface VideoSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  videoId: string;
  videoTitle: string;
  poster: ResponsiveImage;
  tone?: SectionTone;
  /** The attributes of a jornada's or phase's variant (lib/build-season.ts variantOf). */
  variant?: Record<string, string>;
  /** Narrower: the page's own stage stays the larger thing (the earlier session on /envivo). */
  secondary?: boolean;
}

/** A section holding one video behind its facade (nothing loads from YouTube until asked). */
export function VideoSection({ id, eyebrow, title, lead, videoId, videoTitle, poster, tone = 'light', variant, secondary }: VideoSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} $tone={tone} {...variant}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={eyebrow} title={title} lead={lead} />
        <Player $secondary={secondary}>
          <VideoFacade videoId={videoId} title={videoTitle} poster={poster} watchLink />
        </Player>
      </Container>
    </Section>
  );
}
