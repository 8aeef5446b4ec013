import styled from 'styled-components';
import { buttonColors } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { FOOTER } from '@/content/footer';
import { SCHEDULE } from '@/content/home';
import { theme } from '@/lib/theme';

const CardLink = styled.a`
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
  color: ${theme.colors.text};
  text-decoration: none;
  transition: transform ${theme.motion.fast};
  &:hover {
    transform: translateY(-2px);
  }
  strong {
    display: block;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.navy};
  }
  /* Blocks, not inline: the call to action gets its own line instead of stretching the text's. */
  span[data-text],
  span[data-cta] {
    display: block;
  }
  /*
   * The card's action drawn as an outline button (a small underlined line read as an aside:
   * review 8); amber stays for the phase's one main action (review 10).
   */
  span[data-cta] {
    justify-self: start;
    width: fit-content;
    margin-top: ${theme.space(3)};
    padding: ${theme.space(2)} ${theme.space(5)};
    border: 2px solid;
    border-radius: ${theme.radii.pill};
    font-weight: 700;
    ${buttonColors('outline')}
  }
  &:hover span[data-cta] {
    background: ${theme.colors.surface};
  }
  > svg {
    flex: none;
    color: ${theme.colors.navy};
    /* Where the system chooses the colours, the link's: an SVG keeps a colour set on itself. */
    @media (forced-colors: active) {
      color: inherit;
    }
  }
  /* Phones: a smaller icon beside the title, the text and the call to action the card's full width. */
  @media not all and ${theme.media.md} {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: ${theme.space(1)} ${theme.space(3)};
    > span {
      display: contents;
    }
    > svg {
      width: 32px;
      height: 32px;
    }
    span[data-text],
    span[data-cta] {
      grid-column: 1 / -1;
    }
  }
`;

export function ScheduleSection() {
  return (
    <Section id="schedule" aria-labelledby="schedule-title" $tone="surface">
      <Container>
        <SectionHeader id="schedule-title" eyebrow={SCHEDULE.eyebrow} title={SCHEDULE.title} />
        <CardLink href={SCHEDULE.card.href} target="_blank" rel="noopener noreferrer">
          <Icon name="calendar-clock" size={40} />
          <span>
            <strong>{SCHEDULE.card.title}</strong>
            <span data-text="">{SCHEDULE.card.text}</span> <span data-cta="">{SCHEDULE.card.cta}</span>
            <VisuallyHidden>{` ${FOOTER.newTabHint}`}</VisuallyHidden>
          </span>
        </CardLink>
      </Container>
    </Section>
  );
}
