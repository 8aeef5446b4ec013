import { render } from '@testing-library/react';
import { StatList, type Stat } from '@/components/ui/stat-list';

/** The styles styled-components injected into the document. */
const styles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

/** The media query (without spaces) under which the list's first tile spans the row (three figures, two rows). */
function twoRowMedia(stats: Stat[]): string | undefined {
  const { container } = render(<StatList stats={stats} />);
  const classes = [...(container.querySelector('dl')?.classList ?? [])];
  const css = styles();
  return [...css.matchAll(/@media ([^{]+)\{([^@]*)/g)]
    .find(([, , body = '']) => classes.some((name) => body.replace(/\s/g, '').includes(`.${name}>:first-child{grid-column:1/-1;}`)))?.[1]
    ?.replace(/\s/g, '');
}

const figures = (basis?: string): Stat[] => [
  { value: '3.000+', label: 'personas conectadas', basis },
  { value: 'Miles', label: 'de familias orientadas', basis },
  { value: '98 %', label: 'de satisfacción', basis },
];

describe('StatList', () => {
  it('puts three figures in one row from 390 px, with or without sources (those are under them)', () => {
    expect(twoRowMedia(figures())).toBe('(max-width:389.98px)');
    expect(twoRowMedia(figures('Encuesta a 1.214 asistentes, abril de 2025'))).toBe('(max-width:389.98px)');
  });
});
