import { JORNADAS, type Jornada } from '@/content/jornadas';
import { PAGE_JORNADA, PHASE_ATTRIBUTE, PHASE_CSS, phaseScript, readPagePhase, showIn } from '@/lib/page-phase';

const last = JORNADAS[JORNADAS.length - 1] as Jornada;

/** Runs the inline script as the browser would, at a given instant. */
function runScriptAt(now: number, jornada: Pick<Jornada, 'start' | 'end'> = last): string | null {
  jest.spyOn(Date, 'now').mockReturnValue(now);
  new Function(phaseScript(jornada))();
  jest.restoreAllMocks();
  return document.documentElement.getAttribute(PHASE_ATTRIBUTE);
}

afterEach(() => document.documentElement.removeAttribute(PHASE_ATTRIBUTE));

describe('phaseScript', () => {
  it('sets the phase from the visitor clock', () => {
    expect(runScriptAt(Date.parse(last.start) - 1)).toBe('upcoming');
    expect(runScriptAt(Date.parse(last.start))).toBe('live');
    expect(runScriptAt(Date.parse(last.end))).toBe('ended');
  });

  it('refuses instants that would not be numbers in the HTML', () => {
    expect(() => phaseScript({ start: 'x</script>', end: last.end })).toThrow(/invalid instants/);
    expect(() => phaseScript({ start: last.end, end: last.start })).toThrow(/invalid instants/);
  });
});

describe('readPagePhase', () => {
  it('reads the attribute, else the clock', () => {
    document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'live');
    expect(readPagePhase()).toBe('live');
    document.documentElement.removeAttribute(PHASE_ATTRIBUTE);
    expect(readPagePhase(Date.parse(PAGE_JORNADA.end) + 1)).toBe('ended');
    expect(readPagePhase(Date.parse(PAGE_JORNADA.start) - 1)).toBe('upcoming');
  });
});

it('hides the variants of other phases', () => {
  document.head.innerHTML = `<style>${PHASE_CSS}</style>`;
  document.body.innerHTML = `<p id="a" data-show-in="${showIn('upcoming', 'live')['data-show-in']}">a</p><p id="e" data-show-in="ended">e</p>`;
  document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'ended');
  expect(getComputedStyle(document.getElementById('a') as HTMLElement).display).toBe('none');
  expect(getComputedStyle(document.getElementById('e') as HTMLElement).display).not.toBe('none');
  document.documentElement.setAttribute(PHASE_ATTRIBUTE, 'live');
  expect(getComputedStyle(document.getElementById('a') as HTMLElement).display).not.toBe('none');
  expect(getComputedStyle(document.getElementById('e') as HTMLElement).display).toBe('none');
});
