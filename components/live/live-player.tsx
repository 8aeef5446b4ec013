import styled from 'styled-components';
import { LiveEmbed } from '@/components/live/live-embed';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { VideoFrame } from '@/components/video/video-frame';
import { theme } from '@/lib/theme';

const SoundNote = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
  font-weight: 600;
  text-align: left;
  svg {
    flex: none;
  }
`;

/** The frame's link to YouTube: white on the frame's navy, across all of it. */
const FrameLink = styled.a`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(4)};
  font-weight: 700;
  color: ${theme.colors.textOnDark};
  text-align: center;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  /* Inside the frame, which clips what overflows it; amber, as blue is faint on navy. */
  &:focus-visible {
    outline-color: ${theme.colors.focusOnDark};
    outline-offset: -6px;
  }
`;

/**
 * Under the iframe, in the frame's navy: a line saying the broadcast is coming and a way to YouTube,
 * until the player paints over it (blind review 38: an empty box while YouTube was slow). Hidden
 * from assistive technology and out of the tab order: once the player covers it, its link would be
 * an invisible focus stop; the 'Ver en YouTube' button under the frame is the way for them. Styled
 * from the frame, always in the exported HTML: the layer itself exists only in the browser.
 */
const Frame = styled(VideoFrame)`
  [data-player-loading] {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(4)};
    color: ${theme.colors.textOnDarkMuted};
    text-align: center;
  }
  [data-player-loading] a {
    font-weight: 700;
    color: ${theme.colors.textOnDark};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

interface LivePlayerProps {
  /** The slug of the jornada broadcast. */
  jornada: string;
  embedUrl: string;
  /** The broadcast on YouTube: linked from the frame until the player can show (and without JavaScript). */
  watch: { href: string; label: string };
  title: string;
  /** Under the player until it paints: a line, and the label of its link to YouTube. */
  loading: { text: string; label: string };
  soundNote: string;
  /** The attributes of its jornada's variant (lib/build-season.ts variantOf). */
  variant?: Record<string, string>;
}

/**
 * The live broadcast: the reserved 16:9 frame, whose iframe appears only while the broadcast is on
 * (LiveEmbed; until then, and without JavaScript, a link to it on YouTube). Browsers autoplay only
 * muted video, so the embed starts muted and the note beside it says how to turn the sound on.
 */
export function LivePlayer({ jornada, embedUrl, watch, title, loading, soundNote, variant }: LivePlayerProps) {
  return (
    <>
      <Frame {...variant}>
        <LiveEmbed
          jornada={jornada}
          src={embedUrl}
          title={title}
          placeholder={
            <FrameLink as={ExternalLink} href={watch.href}>
              {watch.label}
            </FrameLink>
          }
          loading={
            <div aria-hidden="true" data-player-loading="">
              <p>{loading.text}</p>
              <ExternalLink href={watch.href} tabIndex={-1}>
                {loading.label}
              </ExternalLink>
            </div>
          }
        />
      </Frame>
      <SoundNote {...variant}>
        <Icon name="volume" size={20} />
        {soundNote}
      </SoundNote>
    </>
  );
}
