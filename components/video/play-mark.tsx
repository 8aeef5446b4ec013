/**
 * The round amber play button in the middle of a 16:9 frame: the video facades' and, during a
 * session, the hero's way into the broadcast (plain markup, styled by play-mark.css.ts: the facade is a client island).
 */
export function PlayMark() {
  return (
    <span data-play="" aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
    </span>
  );
}
