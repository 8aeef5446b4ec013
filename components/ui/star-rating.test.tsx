import { render, screen } from '@testing-library/react';

// A rating shows for real testimonials only: these render as the firm's real ones would.
jest.mock('@/content/testimonials', () => {
  const actual = jest.requireActual<typeof import('@/content/testimonials')>('@/content/testimonials');
  return { ...actual, TESTIMONIALS_ARE_EXAMPLES: false, TESTIMONIALS_SECTION: actual.TESTIMONIAL_TEXTS.real };
});

import { StarRating } from '@/components/ui/star-rating';

/** The stars a path draws, each as its ten corners in the SVG's units (absolute `M`, then relative `m`/`l`, `z` closing each). */
function starsOf(d: string): [number, number][][] {
  const stars: [number, number][][] = [];
  let point: [number, number] = [0, 0];
  let start = point;
  let star: [number, number][] = [];
  for (const [, command, args] of d.matchAll(/([MmlZz])([^MmlZz]*)/g)) {
    const numbers = (args!.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    if (command === 'z' || command === 'Z') {
      stars.push(star);
      point = start;
      continue;
    }
    for (let index = 0; index < numbers.length; index += 2) {
      const [dx, dy] = [numbers[index]!, numbers[index + 1]!];
      point = command === 'M' ? [dx, dy] : [point[0] + dx, point[1] + dy];
      if (command !== 'l' && index === 0) {
        start = point;
        star = [];
      }
      star.push(point);
    }
  }
  return stars;
}

/** lucide's earlier star, which each star must be, moved right by a whole step. */
const POLYGON = [12, 2, 15.09, 8.26, 22, 9.27, 17, 14.14, 18.18, 21.02, 12, 17.77, 5.82, 21.02, 7, 14.14, 2, 9.27, 8.91, 8.26];

describe('StarRating', () => {
  it.each([5, 3, 1])('draws %i of 5 stars filled and the rest outlined, left to right, in one SVG', (rating) => {
    const { container } = render(<StarRating rating={rating as 1 | 3 | 5} />);
    expect(screen.getByRole('img', { name: `${rating} de 5 estrellas` })).toBeInTheDocument();
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(1);
    const width = Number(svgs[0]!.getAttribute('viewBox')!.split(' ')[2]);
    const [filled, outlined] = [...container.querySelectorAll('path')].map((path) => ({ fill: path.getAttribute('fill'), stars: starsOf(path.getAttribute('d')!) }));
    expect(filled!.fill).toBe('currentColor');
    expect(filled!.stars).toHaveLength(rating);
    if (rating < 5) expect(outlined).toEqual(expect.objectContaining({ fill: 'none' }));
    const all = [...filled!.stars, ...(outlined?.stars ?? [])];
    expect(all).toHaveLength(5);
    const step = all[1]![0]![0] - all[0]![0]![0];
    all.forEach((corners, index) => {
      expect(corners.flat().map((value, at) => (at % 2 === 0 ? value - index * step : value))).toEqual(POLYGON.map((value) => expect.closeTo(value, 5)));
    });
    // The last star ends inside the box, 24 units wide like the first.
    expect(4 * step + 24).toBeCloseTo(width);
  });
});
