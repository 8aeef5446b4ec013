import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoFacadeClient } from '@/components/video/video-facade-client';
import { POSTERS, youtubeEmbedUrl } from '@/lib/images';

describe('VideoFacadeClient', () => {
  it('shows a local poster and loads the no-cookie player only when asked', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <VideoFacadeClient
        embedUrl={youtubeEmbedUrl('abc123', { autoplay: '1' })}
        title="Video de invitación"
        playLabel="Reproducir video"
        poster={POSTERS.law}
        posterLoading="lazy"
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('src', '/images/poster-ley.jpg');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).not.toHaveAttribute('fetchpriority');
    expect(poster).toHaveAttribute('width', '1280');

    await user.click(screen.getByRole('button', { name: 'Reproducir video: Video de invitación' }));

    const player = screen.getByTitle('Video de invitación');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?/);
    expect(player.getAttribute('src')).toContain('autoplay=1');
    expect(screen.queryByRole('button', { name: /Reproducir video/ })).not.toBeInTheDocument();
  });

  it.each([
    ['eager', 'eager', null],
    ['behind-text', 'eager', 'low'],
  ] as const)('fetches a poster marked %s at once (loading=%s, fetchpriority=%s)', (posterLoading, loading, fetchPriority) => {
    const { container } = render(
      <VideoFacadeClient embedUrl={youtubeEmbedUrl('abc123')} title="Invitación" playLabel="Reproducir video" poster={POSTERS.law} posterLoading={posterLoading} />,
    );
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('loading', loading);
    expect(poster?.getAttribute('fetchpriority')).toBe(fetchPriority);
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
