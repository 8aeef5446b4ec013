import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoFacadeClient } from '@/components/video/video-facade-client';
import { POSTERS, youtubeEmbedUrl } from '@/lib/images';

/** The law poster, shown at most 600 px wide. */
const poster = { ...POSTERS.law, sizes: '(min-width: 600px) 600px, 100vw' };

describe('VideoFacadeClient', () => {
  it('shows a local poster and loads the no-cookie player only when asked', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <VideoFacadeClient
        embedUrl={youtubeEmbedUrl('abc123', { autoplay: '1' })}
        title="Video de invitación"
        playLabel="Reproducir video"
        poster={poster}
        posterLoading="lazy"
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/poster-ley.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '1280');
    // A phone picks the 800 px file of its format; the widths are the files' own. The JPEG is the fallback of a browser without either.
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect([...container.querySelectorAll('source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/images/poster-ley-800.avif 800w, /images/poster-ley.avif 1280w'],
      ['image/webp', '/images/poster-ley-800.webp 800w, /images/poster-ley.webp 1280w'],
    ]);
    for (const element of container.querySelectorAll('source')) expect(element).toHaveAttribute('sizes', poster.sizes);

    await user.click(screen.getByRole('button', { name: 'Reproducir video: Video de invitación' }));

    const player = screen.getByTitle('Video de invitación');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?/);
    expect(player.getAttribute('src')).toContain('autoplay=1');
    expect(screen.queryByRole('button', { name: /Reproducir video/ })).not.toBeInTheDocument();
    // The focus follows the pressed button into the player that replaced it.
    expect(player).toHaveFocus();
  });

  it.each([
    ['eager', 'eager', null],
    ['behind-text', 'eager', 'low'],
  ] as const)('fetches a poster marked %s at once (loading=%s, fetchpriority=%s)', (posterLoading, loading, fetchPriority) => {
    const { container } = render(
      <VideoFacadeClient embedUrl={youtubeEmbedUrl('abc123')} title="Invitación" playLabel="Reproducir video" poster={poster} posterLoading={posterLoading} />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', loading);
    expect(image?.getAttribute('fetchpriority')).toBe(fetchPriority);
  });

  it('draws a poster with the title when the video has no image of its own', () => {
    const { container } = render(
      <VideoFacadeClient embedUrl={youtubeEmbedUrl('abc123')} title="Cómo funciona" playLabel="Reproducir video" poster={null} posterLoading="lazy" />,
    );
    expect(container.querySelector('img')).toBeNull();
    const button = screen.getByRole('button', { name: 'Reproducir video: Cómo funciona' });
    expect(button).toHaveTextContent('Cómo funciona');
  });
});
