import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { ExternalLink } from '@/components/ui/external-link';
import { FAQ } from '@/content/home';
import { SITE } from '@/content/site';
import { showIn } from '@/lib/page-phase';
import { theme } from '@/lib/theme';
import { whatsappUrl } from '@/lib/whatsapp';

const List = styled.div`
  max-width: 800px;
  margin: 0 auto;
  display: grid;
  gap: ${theme.space(2)};
  @media ${theme.media.md} {
    gap: ${theme.space(3)};
  }
  details {
    border: 1px solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    /*
     * Phones: 12 px sides and an 8 px gap before the chevron, so two more questions take one line at 390 px;
     * 12 px above and below, so a two-line question is not cramped against its box or its answer (blind review 41).
     */
    gap: ${theme.space(2)};
    min-height: 48px;
    padding: ${theme.space(3)};
    @media ${theme.media.md} {
      gap: ${theme.space(4)};
      min-height: 56px;
      padding: ${theme.space(3)} ${theme.space(5)};
    }
    /* Larger than the answer and semibold (bold at the answer's size read smaller than it: blind design review). */
    font-size: ${theme.fontSizes.question};
    font-weight: 600;
    line-height: ${theme.lineHeights.heading};
    color: ${theme.colors.navy};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The disclosure marker: a chevron that turns when the answer is open. */
  summary::after {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    margin: 0 ${theme.space(1)} ${theme.space(1)} 0;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${theme.motion.fast};
  }
  details[open] > summary::after {
    margin: ${theme.space(1)} ${theme.space(1)} 0 0;
    transform: rotate(-135deg);
  }
  summary:hover {
    background: ${theme.colors.surface};
    border-radius: ${theme.radii.md};
  }
  details p {
    padding: 0 ${theme.space(3)} ${theme.space(4)};
    @media ${theme.media.md} {
      padding: 0 ${theme.space(5)} ${theme.space(5)};
    }
    color: ${theme.colors.textMuted};
  }
  /* An answer in paragraphs: a line's gap between them, the box's padding after the last. */
  details p:not(:last-child) {
    padding-bottom: ${theme.space(2)};
  }
  /*
   * Phones: one card, a question a row between hairlines, as the team and the reform's list are (six
   * boxes and their gaps took 45 px more: issue '/ in about 6 screens'); wider, a box each.
   */
  @media not all and ${theme.media.md} {
    gap: 0;
    border: 1px solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    details {
      border: 0;
      border-radius: 0;
      background: none;
    }
    details + details {
      border-top: 1px solid ${theme.colors.borderSubtle};
    }
  }
`;

const More = styled.p`
  margin-top: ${theme.space(4)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(6)};
  }
  text-align: center;
  /* Whole, on a line of its own on a phone ('WhatsApp' alone on the second line: blind review 32). */
  a {
    font-weight: 700;
    white-space: nowrap;
  }
`;

/** Native details/summary: works with the keyboard and without JavaScript. */
export function FaqSection() {
  return (
    <Section id="faq" aria-labelledby="faq-title">
      <Container>
        <SectionHeader id="faq-title" eyebrow={FAQ.eyebrow} title={FAQ.title} />
        <List>
          {FAQ.items.map((item) => (
            <details key={item.question} {...('phases' in item && item.phases ? showIn(...item.phases) : {})}>
              <summary>{item.question}</summary>
              {[item.answer].flat().map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </details>
          ))}
        </List>
        <More>
          {`${FAQ.more.lead} `}
          <ExternalLink href={whatsappUrl(SITE.contact.whatsappNumber)}>{FAQ.more.label}</ExternalLink>
        </More>
      </Container>
    </Section>
  );
}
