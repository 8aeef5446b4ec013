import { contrastRatio } from '@/lib/contrast';
import { posterSrcSet } from '@/lib/images';
import { ALL_JORNADAS, jornadaDates } from '@/lib/jornadas';
import { ALL_POSTERS, JORNADA_PALETTES, POSTER_FILES, jornadaPalette } from '@/lib/posters';

describe('the video posters', () => {
  it('gives every file a srcset lists exactly one entry in the build', () => {
    const files = POSTER_FILES.map(({ file }) => file);
    expect(new Set(files).size).toBe(files.length);
    for (const { image } of ALL_POSTERS) {
      for (const format of ['avif', 'webp'] as const) {
        for (const candidate of posterSrcSet(image, format).split(', ')) {
          expect(files).toContain(candidate.split(' ')[0]?.replace('/images/', ''));
        }
      }
      // The <img src> fallback, at full size only.
      expect(files).toContain(`${image.base.replace('/images/', '')}.jpg`);
      expect(files).not.toContain(`${image.base.replace('/images/', '')}-800.jpg`);
    }
  });

  it('draws each jornada’s invitation and recording with its own name and date, in two layouts', () => {
    for (const jornada of ALL_JORNADAS) {
      const own = ALL_POSTERS.filter((poster) => poster.image.base.startsWith(`/images/${jornada.slug}-`));
      expect(own.map((poster) => poster.layout)).toEqual(['invitation', 'recording']);
      for (const poster of own) {
        if (poster.layout !== 'invitation' && poster.layout !== 'recording') throw new Error('not a jornada poster');
        expect(poster.name).toBe(jornada.name);
        const dates = jornadaDates(jornada);
        if (poster.layout === 'invitation') {
          expect(`${poster.day} ${poster.month} ${poster.year}`).toBe(dates.shortDate);
          expect(poster.detail).toBeUndefined();
        } else expect(poster.detail).toContain(dates.longDate);
      }
    }
  });

  it('colours consecutive jornadas differently, each readable (WCAG AA)', () => {
    const backgrounds = ALL_JORNADAS.map((jornada) => jornadaPalette(jornada).background);
    backgrounds.slice(1).forEach((background, index) => expect(background).not.toBe(backgrounds[index]));
    for (const palette of JORNADA_PALETTES) {
      expect(contrastRatio(palette.text, palette.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.onHighlight, palette.highlight)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.highlight, palette.background)).toBeGreaterThanOrEqual(3);
    }
  });
});
