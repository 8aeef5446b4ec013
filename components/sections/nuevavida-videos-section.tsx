import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { VideoFacade } from '@/components/video/video-facade';
import { visuallyHiddenStyles } from '@/components/ui/visually-hidden';
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
  /* The poster shows each video's name: heard as its heading, not printed twice (blind reviews 19 and 20). */
  h3 {
    ${visuallyHiddenStyles}
  }
  figcaption p {
    margin-top: ${theme.space(3)};
    color: ${theme.colors.textMuted};
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
                <p>{video.caption}</p>
              </figcaption>
            </figure>
          ))}
        </Videos>
      </Container>
    </Section>
  );
}
