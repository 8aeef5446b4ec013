import { render } from '@testing-library/react';
import { KeepTogether } from '@/components/ui/no-wrap';

const unbreakable = (text: string) => {
  const { container } = render(
    <p>
      <KeepTogether text={text} />
    </p>,
  );
  return { text: container.textContent, units: [...container.querySelectorAll('span')].map((span) => span.textContent) };
};

describe('KeepTogether', () => {
  it('keeps a time range and its time zone aside whole, the text between them free to wrap', () => {
    expect(unbreakable('7:00 PM a 9:00 PM (hora de Colombia)')).toEqual({
      text: '7:00 PM a 9:00 PM (hora de Colombia)',
      units: ['7:00 PM a 9:00 PM', '(hora de Colombia)'],
    });
  });

  it('keeps long and short dates whole', () => {
    expect(unbreakable('Una sesión · 14 de noviembre de 2031').units).toEqual(['14 de noviembre de 2031']);
    expect(unbreakable('14 nov. 2031 · Próximamente').units).toEqual(['14 nov. 2031']);
    expect(unbreakable('viernes, 14 de noviembre · 7:00 PM').units).toEqual(['14 de noviembre', '7:00 PM']);
  });

  it('keeps a middle dot with the text before it, so no line starts with it', () => {
    const { text, units } = unbreakable('Una sesión · 14 de noviembre de 2031 · 7:00 PM a 9:00 PM');
    expect(text).toBe('Una sesión\u00a0· 14 de noviembre de 2031\u00a0· 7:00 PM a 9:00 PM');
    expect(units).toEqual(['14 de noviembre de 2031', '7:00 PM a 9:00 PM']);
  });

  it('keeps the comma after a date with it, so no line starts with ", 7:00 PM"', () => {
    const { text, units } = unbreakable('Una jornada: 14 de noviembre de 2031, 7:00 PM a 9:00 PM (hora de Colombia)');
    expect(text).toBe('Una jornada: 14 de noviembre de 2031, 7:00 PM a 9:00 PM (hora de Colombia)');
    expect(units).toEqual(['14 de noviembre de 2031,', '7:00 PM a 9:00 PM', '(hora de Colombia)']);
  });

  it('keeps a word joined to a date by a no-break space with it, so no line ends with "el"', () => {
    const { text, units } = unbreakable('Una jornada, realizada el\u00a014 de noviembre de 2031');
    expect(text).toBe('Una jornada, realizada el\u00a014 de noviembre de 2031');
    expect(units).toEqual(['el\u00a014 de noviembre de 2031']);
  });

  it('leaves text without dates alone', () => {
    expect(unbreakable('Virtual y gratuita').units).toEqual([]);
  });
});
