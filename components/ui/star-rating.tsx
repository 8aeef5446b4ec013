import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { TESTIMONIALS_ARE_EXAMPLES, TESTIMONIALS_SECTION } from '@/content/testimonials';

/** Not a <p>: the cards' and quotes' paragraph colours would win over this one on some pages. */
const Stars = styled.div`
  display: flex;
  gap: 2px;
  color: ${theme.colors.star};
  margin-bottom: ${theme.space(3)};
  svg {
    flex-shrink: 0;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linejoin: round;
  }
`;

/**
 * A five-point star in a 24×24 box: a plain polygon (lucide's earlier star), not the icon set's
 * rounded path, because it repeats in every rating and `/` has to fit its first round trip.
 */
const STAR_POINTS = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';

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
        <svg key={index} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <polygon points={STAR_POINTS} fill={index < rating ? 'currentColor' : 'none'} />
        </svg>
      ))}
    </Stars>
  );
}
