import { showIn } from '@/lib/page-phase';

interface PhaseTextProps {
  /** Before the session, and during it unless `live` is given. */
  before: React.ReactNode;
  /** During the session, when it says something of its own. */
  live?: React.ReactNode;
  /** After the session; without it, nothing is rendered for that phase (a part shown only until then). */
  after?: React.ReactNode;
}

/**
 * One text until the session ends and another after it (and, given `live`, another during it),
 * inside one element (so its id, its heading level and the labels that point at it stay put); the
 * page's phase shows one.
 */
export function PhaseText({ before, live, after }: PhaseTextProps) {
  return (
    <>
      {live === undefined ? (
        <span {...showIn('upcoming', 'live')}>{before}</span>
      ) : (
        <>
          <span {...showIn('upcoming')}>{before}</span>
          <span {...showIn('live')}>{live}</span>
        </>
      )}
      {after === undefined ? null : <span {...showIn('ended')}>{after}</span>}
    </>
  );
}
