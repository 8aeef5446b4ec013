import { INITIAL_VALUES } from '@/lib/registration/fields';
import { newRegistroId, outboxKeyOf, putInOutbox, readOutbox, removeFromOutbox, retryDelay, type OutboxEntry } from '@/lib/registration/outbox';
import { throwingStorage } from '@/lib/registration/storage-fixtures';

const DAY = 24 * 3_600_000;
const NOW = Date.now();

function entry(changes: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    registroId: newRegistroId(),
    values: { ...INITIAL_VALUES, nombre: 'Ana', apellido: 'Gómez', correo: 'ana@example.com', movil: '3151234567', autorizaTratamientoDatos: true },
    fecha: new Date(NOW - DAY).toISOString(),
    jornada: 'una-jornada',
    utm: {},
    attempts: 1,
    notBefore: NOW + 15_000,
    sending: false,
    ...changes,
  };
}


beforeEach(() => window.localStorage.clear());

describe('newRegistroId', () => {
  it('is a random UUID v4', () => {
    const ids = new Set(Array.from({ length: 50 }, newRegistroId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('the outbox', () => {
  it('keeps entries until removed, one per registroId', () => {
    const first = entry();
    const second = entry();
    expect(putInOutbox(window.localStorage, first)).toBe(true);
    expect(putInOutbox(window.localStorage, second)).toBe(true);
    expect(putInOutbox(window.localStorage, { ...first, attempts: 2 })).toBe(true);
    expect(readOutbox(window.localStorage, NOW).map((item) => [item.registroId, item.attempts]).sort()).toEqual(
      [
        [second.registroId, 1],
        [first.registroId, 2],
      ].sort(),
    );
    removeFromOutbox(window.localStorage, first.registroId);
    removeFromOutbox(window.localStorage, second.registroId);
    expect(readOutbox(window.localStorage, NOW)).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps each registration under its own key, oldest first: a write to one never drops or restores another', () => {
    const older = entry({ fecha: new Date(NOW - 2 * DAY).toISOString() });
    const newer = entry();
    putInOutbox(window.localStorage, newer);
    putInOutbox(window.localStorage, older);
    expect(JSON.parse(window.localStorage.getItem(outboxKeyOf(newer.registroId)) ?? 'null')).toEqual(newer);
    // Another tab, from a copy of storage without `newer`, sends `older`: `newer` stays.
    removeFromOutbox(window.localStorage, older.registroId);
    expect(readOutbox(window.localStorage, NOW).map((item) => item.registroId)).toEqual([newer.registroId]);
    putInOutbox(window.localStorage, older);
    expect(readOutbox(window.localStorage, NOW).map((item) => item.registroId)).toEqual([older.registroId, newer.registroId]);
  });

  it('moves the single list of earlier versions to one key per registration', () => {
    const kept = entry();
    window.localStorage.setItem('registrationOutbox', JSON.stringify([kept]));
    expect(readOutbox(window.localStorage, NOW)).toEqual([kept]);
    expect(window.localStorage.getItem('registrationOutbox')).toBeNull();
    expect(window.localStorage.getItem(outboxKeyOf(kept.registroId))).not.toBeNull();
  });

  it('drops a registration 7 days after it was made', () => {
    const old = entry({ fecha: new Date(NOW - 7 * DAY - 1).toISOString() });
    const recent = entry({ fecha: new Date(NOW - 7 * DAY + 60_000).toISOString() });
    window.localStorage.setItem('registrationOutbox', JSON.stringify([old, recent]));
    expect(readOutbox(window.localStorage, NOW).map((item) => item.registroId)).toEqual([recent.registroId]);
    expect(window.localStorage.getItem(outboxKeyOf(old.registroId))).toBeNull();
    expect(window.localStorage.length).toBe(1);
  });

  it('never keeps a registration without the consent, and ignores what it cannot read', () => {
    expect(putInOutbox(window.localStorage, entry({ values: { ...entry().values, autorizaTratamientoDatos: false } }))).toBe(false);
    window.localStorage.setItem('registrationOutbox', JSON.stringify([{ registroId: 1 }, 'x', null, entry({ fecha: 'ayer' })]));
    expect(readOutbox(window.localStorage, NOW)).toEqual([]);
    window.localStorage.setItem('registrationOutbox', '{no es JSON');
    expect(readOutbox(window.localStorage, NOW)).toEqual([]);
    // An entry under another registration's key is no entry.
    const [one, other] = [entry(), entry()];
    window.localStorage.setItem(outboxKeyOf(other.registroId), JSON.stringify(one));
    expect(readOutbox(window.localStorage, NOW)).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });

  it('rebuilds a stored entry from its checked fields: a crafted `utm` or key carries nothing else', () => {
    const genuine = entry();
    const crafted = {
      ...genuine,
      utm: {
        utm_source: '  facebook ',
        utm_medium: 42,
        registroId: 'otro',
        nombre: '=HYPERLINK("http://evil")',
        origen: 'https://evil.example',
        autorizaTratamientoDatos: false,
      },
      extra: 'x',
    };
    window.localStorage.setItem('registrationOutbox', JSON.stringify([crafted]));
    const [read] = readOutbox(window.localStorage, NOW);
    expect(read).toEqual({ ...genuine, utm: { utm_source: 'facebook' } });

    for (const bad of [{ registroId: 'not-a-uuid' }, { jornada: '<script>' }, { jornada: 'x'.repeat(65) }]) {
      window.localStorage.clear();
      window.localStorage.setItem('registrationOutbox', JSON.stringify([{ ...genuine, ...bad }]));
      expect(readOutbox(window.localStorage, NOW)).toEqual([]);
    }
  });

  it('degrades to nothing kept when storage throws or is missing', () => {
    expect(putInOutbox(throwingStorage, entry())).toBe(false);
    expect(readOutbox(throwingStorage, NOW)).toEqual([]);
    expect(() => removeFromOutbox(throwingStorage, 'x')).not.toThrow();
    expect(putInOutbox(null, entry())).toBe(false);
  });

  it('backs off a few times, then leaves it to the next visit or the next time online', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([15_000, 60_000, 300_000, 1_200_000]);
    expect(retryDelay(5)).toBeUndefined();
  });
});
