'use client';

import { useEffect, useRef, useState } from 'react';
import { PlayMark } from '@/components/video/play-mark';
import { PHASE_CHANGE_EVENT } from '@/lib/follow-clock';
import { posterSrcSet, type ResponsiveImage } from '@/lib/images';

/**
 * When the poster is fetched:
 * - 'lazy' as it nears the viewport;
 * - 'eager' at once, when it is what the page paints largest (/envivo after the end);
 * - 'behind-text' at once but at low priority, when it shares the first screen with the headline
 *   (the hero of `/`): the headline paints first, and Lighthouse does not wait for the image to
 *   count the headline's paint (scripts/BENCHMARK.md).
 */
export type PosterLoading = 'lazy' | 'eager' | 'behind-text';

interface VideoFacadeClientProps {
  embedUrl: string;
  title: string;
  playLabel: string;
  /**
   * A local image with the widths it is shown at (`sizes`), or null for a drawn poster that shows
   * the video's title (no unrelated image).
   */
  poster: (ResponsiveImage & { sizes: string }) | null;
  posterLoading: PosterLoading;
}

/**
 * A facade: a local poster with a play button. Nothing is requested from YouTube until the
 * visitor presses play (slow networks, privacy); then the iframe replaces it and plays at once.
 */
export function VideoFacadeClient({ embedUrl, title, playLabel, poster, posterLoading }: VideoFacadeClientProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // A phase that hides this video (the invitation at the jornada's start) stops it: hidden, it would
  // play on, with no way to pause it, over the broadcast.
  useEffect(() => {
    if (!playing) return undefined;
    // The button pressed is gone: the focus goes to the player that took its place, not to the page's start.
    frame.current?.focus();
    const stopIfHidden = () => {
      if (frame.current?.getClientRects().length === 0) setPlaying(false);
    };
    window.addEventListener(PHASE_CHANGE_EVENT, stopIfHidden);
    return () => window.removeEventListener(PHASE_CHANGE_EVENT, stopIfHidden);
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        src={embedUrl}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }

  return (
    <button type="button" onClick={() => setPlaying(true)} aria-label={`${playLabel}: ${title}`}>
      {poster ? (
        <picture>
          <source srcSet={posterSrcSet(poster, 'avif')} sizes={poster.sizes} type="image/avif" />
          <source srcSet={posterSrcSet(poster, 'webp')} sizes={poster.sizes} type="image/webp" />
          {/* The JPEG only for a browser that reads neither format above: no srcset of it (bytes of /'s first round trip). */}
          <img
            src={`${poster.base}.jpg`}
            alt=""
            width={poster.width}
            height={poster.height}
            loading={posterLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={posterLoading === 'behind-text' ? 'low' : undefined}
            decoding="async"
          />
        </picture>
      ) : (
        <span data-poster-title="" aria-hidden="true">
          {title}
        </span>
      )}
      <PlayMark />
    </button>
  );
}
