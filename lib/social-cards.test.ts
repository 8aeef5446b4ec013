import { recapJornadas } from '@/lib/jornadas';
import { cardId, homeCard, recapCardFile } from '@/lib/social-cards';

describe('social cards', () => {
  it("name each card's file after what it says: a card that says something new has a new URL", () => {
    const card = homeCard();
    expect(cardId(card)).toMatch(/^tarjeta-[0-9a-f]{8}\.png$/);
    expect(cardId({ ...card })).toBe(cardId(card));
    expect(cardId({ ...card, title: `${card.title}.` })).not.toBe(cardId(card));
    expect(cardId({ ...card, tone: card.tone === 'live' ? 'navy' : 'live' })).not.toBe(cardId(card));
    expect(cardId({ ...card, date: { day: '01', month: 'Ene' } })).not.toBe(cardId(card));
  });

  it('name a recap page\'s card after its jornada and what it says', () => {
    for (const { slug } of recapJornadas()) expect(recapCardFile(slug)).toMatch(new RegExp(`^tarjeta-${slug}-[0-9a-f]{8}\\.png$`));
  });
});
