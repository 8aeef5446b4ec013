import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardGrid } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { StarRating } from '@/components/ui/star-rating';
import { TESTIMONIALS_ARE_EXAMPLES, TESTIMONIALS_SECTION, type Testimonial } from '@/content/testimonials';
import { theme } from '@/lib/theme';
import { EXAMPLE_NOTE, Footnote } from '@/components/ui/footnote';

/**
 * The grid, a list in the section its title names. Phones: one under the other, all three read without swiping (a
 * sideways row hid two of them behind dots, as it hid five benefits: blind reviews 31 and 32).
 */
const Row = styled(CardGrid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
  }
`;

const Featured = styled(Card)`
  max-width: 720px;
  margin: 0 auto;
  @media not all and ${theme.media.md} {
    && {
      padding: ${theme.space(4)};
    }
  }
  @media ${theme.media.md} {
    blockquote p {
      font-size: ${theme.fontSizes.md};
    }
  }
`;

const Quote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0;
  }
  p {
    color: ${theme.colors.text};
  }
`;

const Author = styled.figcaption`
  margin-top: ${theme.space(3)};
  @media ${theme.media.md} {
    margin-top: ${theme.space(4)};
  }
  font-weight: 700;
  color: ${theme.colors.navy};
  span {
    display: block;
    font-weight: 400;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** Clear of the cards above it (on a phone, one card). */
const Note = styled(Footnote)`
  && {
    margin-top: ${theme.space(4)};
    @media ${theme.media.md} {
      margin-top: ${theme.space(6)};
    }
  }
`;

const More = styled.p`
  margin-top: ${theme.space(4)};
  text-align: center;
  @media ${theme.media.md} {
    margin-top: ${theme.space(6)};
  }
`;

function TestimonialBody({ testimonial }: { testimonial: Testimonial }) {
  return (
    <>
      <StarRating rating={testimonial.rating} />
      <Quote>
        <blockquote>
          {/* One text, so React writes no <!-- --> between the quotation marks and the quote; «», as the FAQ quotes (copy review 44). */}
          <p>{`«${testimonial.text}»`}</p>
        </blockquote>
        <Author>
          {testimonial.name}
          <span>{testimonial.location}</span>
        </Author>
      </Quote>
    </>
  );
}

interface TestimonialsSectionProps {
  id?: string;
  testimonials: readonly Testimonial[];
  tone?: SectionTone;
  title?: string;
  lead: string;
  /** Show only the first testimonial, with a link to where the others are. */
  featured?: { label: string; href: string };
}

export function TestimonialsSection({
  id = 'testimonials',
  testimonials,
  tone = 'light',
  title = TESTIMONIALS_SECTION.title,
  lead,
  featured,
}: TestimonialsSectionProps) {
  const [first] = testimonials;
  return (
    <Section id={id} aria-labelledby={`${id}-title`} $tone={tone}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={TESTIMONIALS_SECTION.eyebrow} title={title} lead={lead} />
        {featured && first ? (
          <Featured>
            <TestimonialBody testimonial={first} />
          </Featured>
        ) : (
          <Row>
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <Card>
                  <TestimonialBody testimonial={testimonial} />
                </Card>
              </li>
            ))}
          </Row>
        )}
        {TESTIMONIALS_SECTION.note ? <Note {...(TESTIMONIALS_ARE_EXAMPLES ? EXAMPLE_NOTE : {})}>{TESTIMONIALS_SECTION.note}</Note> : null}
        {featured ? (
          <More>
            <ButtonLink href={featured.href} $variant="outline">
              {featured.label}
            </ButtonLink>
          </More>
        ) : null}
      </Container>
    </Section>
  );
}
