import styled from 'styled-components';
import { theme } from '@/lib/theme';

/**
 * The 16:9 box every video sits in, reserved before anything loads, so a poster, a facade's
 * iframe or the live player take exactly the same space (no layout shift).
 */
export const VideoFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.navy};
  /* A hairline edge: a light poster on a light section (/nuevavida's) had none (blind review 35). */
  box-shadow:
    0 0 0 1px ${theme.colors.borderSubtle},
    ${theme.shadows.card};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
