import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { TESTIMONIALS_ARE_EXAMPLES, TESTIMONIALS_SECTION } from '@/content/testimonials';
import { Icon } from './icon';

/** Not a <p>: the cards' and quotes' paragraph colours would win over this one on some pages. */
const Stars = styled.div`
  display: flex;
  gap: 2px;
  color: ${theme.colors.star};
  margin-bottom: ${theme.space(3)};
`;

/**
 * 1 to 5 stars, read out as "5 de 5 estrellas". None while the testimonials are examples: an
 * invented story may illustrate a situation, but a rating of it would be a claim nobody made.
 */
export function StarRating({ rating }: { rating: number }) {
  if (TESTIMONIALS_ARE_EXAMPLES) return null;
  const label = TESTIMONIALS_SECTION.ratingLabel(rating);
  return (
    <Stars role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" size={20} filled={index < rating} />
      ))}
    </Stars>
  );
}
