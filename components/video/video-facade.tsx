import styled from 'styled-components';
import { VideoFacadeClient, type PosterLoading } from '@/components/video/video-facade-client';
import { drawnPosterBackground, playMarkStyles } from '@/components/video/play-mark.css';
import { VideoFrame } from '@/components/video/video-frame';
import { ExternalLink } from '@/components/ui/external-link';
import { standaloneLinkStyles } from '@/components/ui/standalone-link.css';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { VIDEO } from '@/content/video';
import { youtubeEmbedUrl, youtubeWatchUrl, type ResponsiveImage } from '@/lib/images';
import { theme } from '@/lib/theme';

/** The facade's poster button fills the shared 16:9 frame. */
const Frame = styled(VideoFrame)`
  > button,
  > iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    padding: 0;
    margin: 0;
    background: transparent;
    cursor: pointer;
  }
  picture,
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* The drawn poster: the brand's navy with an amber glow, the title above the play button. */
  > button:has([data-poster-title]) {
    ${drawnPosterBackground}
  }
  [data-poster-title] {
    position: absolute;
    inset: ${theme.space(4)} ${theme.space(5)} auto;
    color: ${theme.colors.textOnDark};
    font-size: ${theme.fontSizes.base};
    font-weight: 800;
    line-height: 1.25;
    text-align: left;
    @media ${theme.media.md} {
      inset: ${theme.space(6)} ${theme.space(8)} auto;
      font-size: ${theme.fontSizes.md};
    }
  }
  ${playMarkStyles}
  > button:hover [data-play],
  > button:focus-visible [data-play] {
    transform: translate(-50%, -50%) scale(1.08);
  }
  > button:focus-visible {
    outline: 4px solid ${theme.colors.accent};
    outline-offset: -4px;
  }
`;

/** Under the frame, small: the way to the video when the player cannot start here. */
const WatchOnYoutube = styled.p`
  margin-top: ${theme.space(2)};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  a {
    ${standaloneLinkStyles}
  }
`;

interface VideoFacadeProps {
  videoId: string;
  title: string;
  /** null: a drawn poster with the title, for a video that has no image of its own. */
  poster: ResponsiveImage | null;
  posterLoading?: PosterLoading;
  /**
   * A link to the video on YouTube under it, naming the video to a screen reader (/envivo has two), for a
   * recording that is its page's point: its player needs the page's scripts. Not on / (the hero's recording
   * after the last jornada): its first round trip has no bytes to spare, and the footer leads to /envivo.
   */
  watchLink?: boolean;
}

/**
 * The widest a poster is shown: the page's container, and on a phone the screen's width at most
 * (narrower where the frame shares a row), so a phone picks the 800 px file.
 */
const POSTER_SIZES = `(min-width: ${theme.maxWidth}) ${theme.maxWidth}, 100vw`;

/** An embedded YouTube video that loads nothing from YouTube until the visitor asks. */
export function VideoFacade({ videoId, title, poster, posterLoading = 'lazy', watchLink = false }: VideoFacadeProps) {
  const frame = (
    <Frame>
      <VideoFacadeClient
        embedUrl={youtubeEmbedUrl(videoId, { autoplay: '1', playsinline: '1' })}
        title={title}
        playLabel={VIDEO.playLabel}
        poster={poster ? { ...poster, sizes: POSTER_SIZES } : null}
        posterLoading={posterLoading}
      />
    </Frame>
  );
  if (!watchLink) return frame;
  return (
    <>
      {frame}
      <WatchOnYoutube>
        {VIDEO.watchOnYoutube.before}{' '}
        <ExternalLink href={youtubeWatchUrl(videoId)}>
          {VIDEO.watchOnYoutube.label}
          <VisuallyHidden>{`: ${title}`}</VisuallyHidden>
        </ExternalLink>
      </WatchOnYoutube>
    </>
  );
}
