/** Runs `update` now, then once per frame while the window scrolls or is resized (an update reads
 * layout: once per frame, not once per event). Returns the function that stops it. */
export function watchScroll(update: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    update();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(run);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}

/** The last of `items` whose top (`top`, from the viewport's top) is at or above `line`, else the
 * first (`items` is not empty): the active section of a page (spec §2, §9). */
export function lastReached<T>(items: readonly T[], line: number, top: (item: T) => number | undefined): T {
  let current = items[0] as T;
  for (const item of items) {
    const y = top(item);
    if (y !== undefined && y <= line) current = item;
  }
  return current;
}
