import styled from 'styled-components';
import { PHASE_ATTRIBUTE } from '@/lib/page-phase';
import { theme } from '@/lib/theme';

/** On /envivo's sections of earlier sessions' recordings. */
export const RECORDING_ATTRIBUTE = 'data-recording';

/**
 * /envivo's <main>. After the session, the recordings of earlier sessions move after the topics,
 * just before the closing call to action, so that 'Lo que se trató' sits under the recording it
 * describes (while live they are not shown). The topics have nothing to focus, so the tab order
 * still follows the page from top to bottom.
 */
export const EnvivoMain = styled.main`
  display: flex;
  flex-direction: column;
  html[${PHASE_ATTRIBUTE}='ended'] & > [${RECORDING_ATTRIBUTE}] {
    order: 1;
  }
  > :last-child {
    order: 2;
  }
  /* Then the recording is grey, and the closing section under it white, not grey again behind a rule (blind review 35). */
  html[${PHASE_ATTRIBUTE}='ended'] & > :last-child {
    background: ${theme.colors.background};
  }
`;
