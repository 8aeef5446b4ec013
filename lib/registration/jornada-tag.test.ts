import type { Jornada } from '@/content/jornadas';
import { WAITLIST_JORNADA } from '@/lib/jornadas';
import { completedPhase, deliveredJornada } from '@/lib/registration/jornada-tag';

const HOUR = 3_600_000;
/** A season of the test's own, so that what an operator adds to content/ changes nothing here. */
const SEASON: Jornada[] = [
  { ordinal: 1, slug: 'una', name: 'Una', start: '2031-03-05T19:00:00-05:00', end: '2031-03-05T21:00:00-05:00', videos: {} },
  { ordinal: 2, slug: 'otra', name: 'Otra', start: '2031-06-05T10:00:00-05:00', end: '2031-06-05T12:00:00-05:00', videos: {} },
];
const [FIRST, SECOND] = SEASON as [Jornada, Jornada];
const at = (iso: string, offsetHours = 0) => Date.parse(iso) + offsetHours * HOUR;

describe('deliveredJornada', () => {
  it('keeps the tag while its jornada has not ended (before or during it)', () => {
    expect(deliveredJornada('una', at(FIRST.start, -48), SEASON)).toBe('una');
    expect(deliveredJornada('una', at(FIRST.end, -0.1), SEASON)).toBe('una');
  });

  it('moves a late registration to the next jornada not yet ended', () => {
    expect(deliveredJornada('una', at(FIRST.end, 0.25), SEASON)).toBe('otra');
  });

  it('moves it to the waiting list when no jornada is left, and keeps the waiting list as it is', () => {
    expect(deliveredJornada('otra', at(SECOND.end, 0.25), SEASON)).toBe(WAITLIST_JORNADA);
    expect(deliveredJornada(WAITLIST_JORNADA, at(FIRST.start, -48), SEASON)).toBe(WAITLIST_JORNADA);
  });

  it('treats a slug no longer in the list like an ended jornada', () => {
    expect(deliveredJornada('retirada', at(FIRST.start, -48), SEASON)).toBe('una');
  });
});

describe('completedPhase', () => {
  it('is the phase of the delivered jornada, and ended for the waiting list', () => {
    expect(completedPhase('una', at(FIRST.start, -1), SEASON)).toBe('upcoming');
    expect(completedPhase('una', at(FIRST.start, 1), SEASON)).toBe('live');
    expect(completedPhase(WAITLIST_JORNADA, at(FIRST.start, 1), SEASON)).toBe('ended');
  });
});
