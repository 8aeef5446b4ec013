import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { TESTIMONIALS_ARE_EXAMPLES, TESTIMONIALS_SECTION } from '@/content/testimonials';

/** Not a <p>: the cards' and quotes' paragraph colours would win over this one on some pages. */
const Stars = styled.div`
  display: flex;
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
 * A five-point star in a 24×24 box (lucide's earlier star), drawn from its top point with relative
 * lines, so the same text draws it again further right: five stars are one SVG and at most two paths
 * that gzip to little (five SVGs of a polygon each cost / about 80 bytes a rating, and / has to fit
 * its first round trip).
 */
const STAR = 'l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z';
/** From one star's top point to the next one's: 24 units and a gap (2 px at 20 px a star). */
const STEP = 26.5;

/** `count` stars side by side, the first at `first` (0 to 4). */
const stars = (first: number, count: number) => `M${12 + first * STEP} 2${STAR}${`m${STEP} 0${STAR}`.repeat(count - 1)}`;

/**
 * 1 to 5 stars, read out as "5 de 5 estrellas". None while the testimonials are examples: an
 * invented story may illustrate a situation, but a rating of it would be a claim nobody made.
 */
export function StarRating({ rating }: { rating: number }) {
  if (TESTIMONIALS_ARE_EXAMPLES) return null;
  const label = TESTIMONIALS_SECTION.ratingLabel(rating);
  return (
    <Stars role="img" aria-label={label}>
      <svg width="108" height="20" viewBox={`0 0 ${4 * STEP + 24} 24`} aria-hidden="true">
        <path d={stars(0, rating)} fill="currentColor" />
        {rating < 5 ? <path d={stars(rating, 5 - rating)} fill="none" /> : null}
      </svg>
    </Stars>
  );
}
