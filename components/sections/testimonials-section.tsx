import styled from 'styled-components';
import { Card, CardGrid } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeader } from '@/components/ui/section-header';
import { StarRating } from '@/components/ui/star-rating';
import { TESTIMONIALS, TESTIMONIALS_SECTION, type Testimonial } from '@/content/testimonials';
import { theme } from '@/lib/theme';

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
  margin-top: ${theme.space(4)};
  font-weight: 700;
  color: ${theme.colors.navy};
  span {
    display: block;
    font-weight: 400;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

interface TestimonialsSectionProps {
  id?: string;
  testimonials?: readonly Testimonial[];
  tone?: SectionTone;
  title?: string;
  lead?: string;
}

export function TestimonialsSection({
  id = 'testimonials',
  testimonials = TESTIMONIALS,
  tone = 'light',
  title = TESTIMONIALS_SECTION.title,
  lead = TESTIMONIALS_SECTION.lead,
}: TestimonialsSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} $tone={tone}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={TESTIMONIALS_SECTION.eyebrow} title={title} lead={lead} />
        <CardGrid>
          {testimonials.map((testimonial) => (
            <Card key={testimonial.name}>
              <StarRating rating={testimonial.rating} />
              <Quote>
                <blockquote>
                  <p>“{testimonial.text}”</p>
                </blockquote>
                <Author>
                  {testimonial.name}
                  <span>{testimonial.location}</span>
                </Author>
              </Quote>
            </Card>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
