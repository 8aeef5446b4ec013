import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { VideoFacade } from '@/components/video/video-facade';
import { NUEVAVIDA_VIDEOS } from '@/content/nuevavida';
import { POSTERS } from '@/lib/images';
import { theme } from '@/lib/theme';

const Videos = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  @media ${theme.media.lg} {
    grid-template-columns: repeat(2, 1fr);
  }
  figure {
    margin: 0;
  }
  h3 {
    margin-top: ${theme.space(4)};
    font-size: ${theme.fontSizes.md};
  }
`;

/** The two videos, each behind a facade that loads nothing from YouTube until played. */
export function NuevavidaVideosSection() {
  return (
    <Section id="videos" aria-labelledby="videos-title" $tone="surface">
      <Container>
        <SectionHeader id="videos-title" eyebrow={NUEVAVIDA_VIDEOS.eyebrow} title={NUEVAVIDA_VIDEOS.title} lead={NUEVAVIDA_VIDEOS.lead} />
        <Videos>
          {NUEVAVIDA_VIDEOS.items.map((video) => (
            <figure key={video.id}>
              <VideoFacade videoId={video.videoId} title={video.title} poster={video.poster ? POSTERS[video.poster] : null} />
              <figcaption>
                <h3>{video.title}</h3>
              </figcaption>
            </figure>
          ))}
        </Videos>
      </Container>
    </Section>
  );
}
