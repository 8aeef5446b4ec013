/** Scroll position (px) past which the header turns solid (spec §4, §9). */
export const HEADER_SCROLL_THRESHOLD = 50;
