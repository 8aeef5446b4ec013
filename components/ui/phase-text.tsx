import { showIn } from '@/lib/page-phase';

/**
 * One text until the session ends and another after it, inside one element (so its id, its
 * heading level and the labels that point at it stay put); the page's phase shows one.
 */
export function PhaseText({ before, after }: { before: React.ReactNode; after: React.ReactNode }) {
  return (
    <>
      <span {...showIn('upcoming', 'live')}>{before}</span>
      <span {...showIn('ended')}>{after}</span>
    </>
  );
}
