'use client';

import { useState } from 'react';
import type { ResponsiveImage } from '@/lib/images';

interface VideoFacadeClientProps {
  embedUrl: string;
  title: string;
  playLabel: string;
  /** A local image, or null for a drawn poster that shows the video's title (no unrelated image). */
  poster: ResponsiveImage | null;
  /**
   * The hero's poster, near the fold: fetched at once rather than lazily, but at normal priority;
   * the headline paints first (README "Benchmark").
   */
  priority: boolean;
}

/**
 * A facade: a local poster with a play button. Nothing is requested from YouTube until the
 * visitor presses play (slow networks, privacy); then the iframe replaces it and plays at once.
 */
export function VideoFacadeClient({ embedUrl, title, playLabel, poster, priority }: VideoFacadeClientProps) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <iframe
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
          <source srcSet={`${poster.base}.avif`} type="image/avif" />
          <source srcSet={`${poster.base}.webp`} type="image/webp" />
          <img
            src={`${poster.base}.jpg`}
            alt=""
            width={poster.width}
            height={poster.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        </picture>
      ) : (
        <span data-poster-title="" aria-hidden="true">
          {title}
        </span>
      )}
      <span data-play="" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
    </button>
  );
}
