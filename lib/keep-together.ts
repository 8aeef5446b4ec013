/**
 * Dates ('14 de noviembre de 2031', '14 nov. 2031'), times and time ranges ('7:00 PM a 9:00 PM')
 * and short asides ('(hora de Colombia)', a firm's '(NIT …)'): each is one unit that a narrow screen
 * must not split.
 */
const UNBREAKABLE =
  /(\d{1,2}:\d{2}\s?[AP]M(?:\s+a\s+\d{1,2}:\d{2}\s?[AP]M)?|\d{1,2} de [a-záéíóúñ]+(?: de \d{4})?|\d{1,2} [a-záéíóúñ]{3,4}\.? \d{4}|\([^()]{1,24}\))/giu;

/**
 * Plain text cut into free parts and units to keep on one line (at the odd indexes). A ' · '
 * separator ends a line, never starts one, and neither does the comma or full stop after a unit
 * ('…de 2025, 7:00 PM'); a word joined to a unit by a no-break space stays with it. Plain, so a client
 * island without styled-components can use it too.
 */
export function unbreakableParts(text: string): string[] {
  const parts = text.replace(/ · /g, '\u00a0· ').split(UNBREAKABLE);
  for (let index = 1; index < parts.length; index += 2) {
    // A word the text joins to a unit with a no-break space ('realizada el\u00a030 de…') goes in it: a line may
    // break before an inline block whatever precedes it (the eyebrow of /envivo after a jornada: blind review 32).
    const glued = /\S+\u00a0$/u.exec(parts[index - 1]!)?.[0];
    if (glued) {
      parts[index] = glued + parts[index];
      parts[index - 1] = parts[index - 1]!.slice(0, -glued.length);
    }
    const punctuation = /^[,.;:]/.exec(parts[index + 1] ?? '')?.[0];
    if (punctuation) {
      parts[index] += punctuation;
      parts[index + 1] = parts[index + 1]!.slice(1);
    }
  }
  return parts;
}
