import { css } from 'styled-components';
import { theme } from '@/lib/theme';

/** The styles of play-mark.tsx's markup, for the frame it sits in (apart: the facade is a client island). */
export const playMarkStyles = css`
  [data-play] {
    position: absolute;
    /* Above the middle: the drawn posters' titles sit in their lower part. */
    top: 42%;
    left: 50%;
    transform: translate(-50%, -50%);
    display: flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    /* White with a navy mark: the accent stays the one action of the screen, 'Registrarse' (DESIGN.md; blind design review 44). */
    background: ${theme.colors.background};
    color: ${theme.colors.navy};
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3);
    transition: transform ${theme.motion.fast};
    /* Phones: a poster about 200 px high; the mark keeps clear of its title. */
    @media not all and ${theme.media.md} {
      width: 56px;
      height: 56px;
    }
  }
`;

/** The drawn posters' background: the brand's navy with a faint amber and a blue glow (amber at a third read olive-brown on navy: blind design review 43). */
export const drawnPosterBackground = css`
  background:
    radial-gradient(circle at 85% 15%, ${theme.colors.accent}26, transparent 45%),
    radial-gradient(circle at 10% 95%, ${theme.colors.focus}73, transparent 50%),
    ${theme.colors.navy};
`;
