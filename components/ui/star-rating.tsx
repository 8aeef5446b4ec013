import { Star } from 'lucide-react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { TESTIMONIALS_SECTION } from '@/content/testimonials';

const Stars = styled.p`
  display: flex;
  gap: 2px;
  color: ${theme.colors.star};
  margin-bottom: ${theme.space(3)};
`;

/** 1 to 5 stars, read out as "5 de 5 estrellas". */
export function StarRating({ rating }: { rating: number }) {
  const label = TESTIMONIALS_SECTION.ratingLabel(rating);
  return (
    <Stars role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          focusable="false"
          width={20}
          height={20}
          fill={index < rating ? 'currentColor' : 'none'}
        />
      ))}
    </Stars>
  );
}
