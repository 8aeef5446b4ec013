import styled from 'styled-components';
import { buttonColors } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { FOOTER } from '@/content/footer';
import { SCHEDULE } from '@/content/home';
import { theme } from '@/lib/theme';

/*
 * One card that is the section: its title is the section's heading (an eyebrow, a heading and a card
 * title said the same thing three times: blind reviews 29), and its action a link stretched over the
 * whole card, so the card stays one large target and the link's name is what it does.
 */
const Card = styled.div`
  position: relative;
  display: flex;
  gap: ${theme.space(4)};
  /* The icon level with the title, not with the middle of the card (blind review 27). */
  align-items: flex-start;
  max-width: 640px;
  margin: 0 auto;
  padding: ${theme.space(4)};
  @media ${theme.media.md} {
    gap: ${theme.space(5)};
    padding: ${theme.space(6)};
  }
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.borderSubtle};
  box-shadow: ${theme.shadows.card};
  transition: transform ${theme.motion.fast};
  &:hover {
    transform: translateY(-2px);
  }
  &:hover a {
    background: ${theme.colors.surface};
  }
  h2 {
    margin-bottom: ${theme.space(1)};
    font-size: ${theme.fontSizes.md};
    @media ${theme.media.md} {
      font-size: ${theme.fontSizes.lg};
    }
  }
  > svg {
    flex: none;
    color: ${theme.colors.navy};
    /* Where the system chooses the colours, the text's: an SVG keeps a colour set on itself. */
    @media (forced-colors: active) {
      color: inherit;
    }
  }
  /* Phones: a smaller icon beside the title, the text and the action the card's full width. */
  @media not all and ${theme.media.md} {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: ${theme.space(1)} ${theme.space(3)};
    > div {
      display: contents;
    }
    > svg {
      width: 32px;
      height: 32px;
    }
    p,
    a {
      grid-column: 1 / -1;
    }
  }
`;

/*
 * The action drawn as an outline button (a small underlined line read as an aside: review 8); amber
 * stays for the phase's one main action (review 10).
 */
const Action = styled.a`
  display: block;
  width: fit-content;
  margin-top: ${theme.space(3)};
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 2px solid;
  border-radius: ${theme.radii.pill};
  font-weight: 700;
  text-decoration: none;
  ${buttonColors('outline')}
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

export function ScheduleSection() {
  return (
    <Section id="schedule" aria-labelledby="schedule-title" $tone="surface">
      <Container>
        <Card>
          <Icon name="calendar-clock" size={40} />
          <div>
            <h2 id="schedule-title">{SCHEDULE.title}</h2>
            <p>{SCHEDULE.text}</p>
            <Action href={SCHEDULE.href} target="_blank" rel="noopener noreferrer">
              {SCHEDULE.cta}
              <VisuallyHidden>{` ${FOOTER.newTabHint}`}</VisuallyHidden>
            </Action>
          </div>
        </Card>
      </Container>
    </Section>
  );
}
