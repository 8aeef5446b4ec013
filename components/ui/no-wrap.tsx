import { Fragment } from 'react';
import styled from 'styled-components';
import { unbreakableParts } from '@/lib/keep-together';

/**
 * Text kept on one line (a date, a time, a name): it moves whole to the next line, and breaks only
 * when a line cannot hold it (a 320 px screen, a visitor's wider letter spacing: WCAG 1.4.10, 1.4.12).
 */
export const NoWrap = styled.span`
  display: inline-block;
`;

/** Plain text with its dates, times and short asides kept whole (lib/keep-together.ts). */
export function KeepTogether({ text }: { text: string }) {
  const parts = unbreakableParts(text);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <NoWrap key={index}>{part}</NoWrap> : <Fragment key={index}>{part}</Fragment>))}</>;
}
