import { useEffect, useState } from 'react';

/** Px below the top of the viewport where a heading counts as the one being read (under the navbar). */
const READING_LINE = 100;

/**
 * The id of the section being read: the last of `ids` whose heading has scrolled above the
 * reading line, first read in the frame after mounting. Recomputed on scroll and resize, at most once a frame.
 */
export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join(' ');
  useEffect(() => {
    if (!ids.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= READING_LINE) current = id;
      }
      // At the very bottom the last sections may never reach the line: the last one wins.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1];
      setActive(current ?? ids[0]);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first reading waits for the next frame too: read now, inside the effects React runs
    // after hydrating, it would force a layout of the whole page in the middle of them (the
    // longest task of a long page's start-up on a slow phone); in the frame, it shares the
    // layout the browser does anyway.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
    // `key` stands for the list's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return active;
}
