import { Fragment } from 'react';
import styled from 'styled-components';

/**
 * Text kept on one line (a date, a time, a name): it moves whole to the next line, and breaks only
 * when a line cannot hold it (a 320 px screen, a visitor's wider letter spacing: WCAG 1.4.10, 1.4.12).
 */
export const NoWrap = styled.span`
  display: inline-block;
`;

/**
 * Dates ('14 de noviembre de 2031', '14 nov. 2031'), times and time ranges ('7:00 PM a 9:00 PM')
 * and short asides ('(hora de Colombia)'): each is one unit that a narrow screen must not split.
 */
const UNBREAKABLE =
  /(\d{1,2}:\d{2}\s?[AP]M(?:\s+a\s+\d{1,2}:\d{2}\s?[AP]M)?|\d{1,2} de [a-záéíóúñ]+(?: de \d{4})?|\d{1,2} [a-záéíóúñ]{3,4}\.? \d{4}|\([^()]{1,24}\))/giu;

/**
 * Plain text with its dates, times and short asides kept whole; a ' · ' separator ends a line, never
 * starts one, and neither does the comma or full stop after a unit ('…de 2025, 7:00 PM').
 */
export function KeepTogether({ text }: { text: string }) {
  const parts = text.replace(/ · /g, '\u00a0· ').split(UNBREAKABLE);
  for (let index = 1; index < parts.length; index += 2) {
    const punctuation = /^[,.;:]/.exec(parts[index + 1] ?? '')?.[0];
    if (punctuation) {
      parts[index] += punctuation;
      parts[index + 1] = parts[index + 1]!.slice(1);
    }
  }
  return <>{parts.map((part, index) => (index % 2 === 1 ? <NoWrap key={index}>{part}</NoWrap> : <Fragment key={index}>{part}</Fragment>))}</>;
}
