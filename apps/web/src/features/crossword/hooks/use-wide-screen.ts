import { useSyncExternalStore } from 'react';

/**
 * From Tailwind's `sm` (640 px) the whole grid fits with cells of at least 24 px and is typed in
 * directly; below it the grid is an overview and the chosen clue is typed in a row of large boxes.
 */
const wideQuery = '(min-width: 40rem)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(wideQuery) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the grid of inputs (a browser without matchMedia: yes). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
}
