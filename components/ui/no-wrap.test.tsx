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
    expect(unbreakable('Segunda Jornada · 30 de septiembre de 2025').units).toEqual(['30 de septiembre de 2025']);
    expect(unbreakable('30 sep. 2025 · Próximamente').units).toEqual(['30 sep. 2025']);
    expect(unbreakable('martes, 30 de septiembre · 7:00 PM').units).toEqual(['30 de septiembre', '7:00 PM']);
  });

  it('keeps a middle dot with the text before it, so no line starts with it', () => {
    const { text, units } = unbreakable('Segunda Jornada · 30 de septiembre de 2025 · 7:00 PM a 9:00 PM');
    expect(text).toBe('Segunda Jornada\u00a0· 30 de septiembre de 2025\u00a0· 7:00 PM a 9:00 PM');
    expect(units).toEqual(['30 de septiembre de 2025', '7:00 PM a 9:00 PM']);
  });

  it('leaves text without dates alone', () => {
    expect(unbreakable('Virtual y gratuita').units).toEqual([]);
  });
});
