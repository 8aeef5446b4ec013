/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_JORNADAS, jornadaDates } from '@/lib/jornadas';
import { CODE_POINT_RANGES, subsetCharacters } from './font-subset';

const contentDir = path.join(__dirname, '..', '..', 'content');

/** The distinct characters of `text` the subset lacks (line breaks and tabs are not drawn). */
function charactersOutsideSubset(text: string): string[] {
  const subset = new Set(subsetCharacters());
  return [...new Set(text)].filter((character) => !subset.has(character) && !'\n\r\t'.includes(character)).sort();
}

describe('the Spanish subset of Inter', () => {
  it('keeps the Spanish alphabet and its punctuation', () => {
    const characters = subsetCharacters();
    for (const character of 'ÁÉÍÓÚÜÑáéíóúüñ¡¿«»–—“”‘’…€') expect(characters).toContain(character);
    expect(characters).not.toContain('→');
    expect(new Set(characters).size).toBe(characters.length);
  });

  it('reports what a text needs beyond the subset, once per character', () => {
    expect(charactersOutsideSubset('Señor Núñez, ¿asistirá?\n')).toEqual([]);
    expect(charactersOutsideSubset('Paso 1 → Paso 2 → ✓')).toEqual(['→', '✓']);
  });

  it.each(readdirSync(contentDir).filter((name) => name.endsWith('.ts')))('covers every character of content/%s', (name) => {
    expect(charactersOutsideSubset(readFileSync(path.join(contentDir, name), 'utf8'))).toEqual([]);
  });

  it('covers the formatted dates and times (Intl output can use narrow spaces)', () => {
    expect(charactersOutsideSubset(JSON.stringify(ALL_JORNADAS.map(jornadaDates)))).toEqual([]);
  });

  it('lists ranges in order without overlaps', () => {
    for (const [index, [first, last]] of CODE_POINT_RANGES.entries()) {
      expect(first).toBeLessThanOrEqual(last);
      const next = CODE_POINT_RANGES[index + 1];
      if (next) expect(next[0]).toBeGreaterThan(last);
    }
  });
});
