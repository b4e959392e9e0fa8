import { type RefObject, useCallback, useEffect, useState } from 'react';
import { SECTION_MARGIN, sectionAnchor } from '../../site-config';
import { BREAKPOINTS, HEADER_HEIGHT } from '../../theme/tokens';
import { lastReached, watchScroll } from '../../ui/scroll';

const MD_UP = `(min-width: ${BREAKPOINTS.md}px)`;

/** The section under the sticky bar: the last one whose top has reached the bar's bottom plus the
 * 10 px margin (spec §9). Once stuck, the bar's bottom is the header's height plus its own, so this
 * is the spec's "header height + bar height + margin", and it stays right while the header shrinks
 * or the bar wraps. At the very bottom of the page the last section wins, since a short last
 * section may never reach the bar. */
export function useCurrentSection(
  keys: readonly string[],
  bar: RefObject<HTMLElement | null>,
): string | null {
  const [active, setActive] = useState<string | null>(keys[0] ?? null);
  useEffect(() => {
    if (!keys.length) return;
    return watchScroll(() => {
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const line = (bar.current?.getBoundingClientRect().bottom ?? 0) + SECTION_MARGIN;
      setActive(
        atBottom
          ? keys[keys.length - 1]!
          : lastReached(
              keys,
              line,
              (key) => document.getElementById(sectionAnchor(key))?.getBoundingClientRect().top,
            ),
      );
    });
  }, [keys, bar]);
  return active;
}

/** Scrolls so that a section starts right under the sticky bar, then moves keyboard focus there.
 * The header is scrolled (shrunk) by the time the scroll ends, so its scrolled height counts. */
export function useScrollToSection(bar: RefObject<HTMLElement | null>) {
  return useCallback(
    (key: string) => {
      const section = document.getElementById(sectionAnchor(key));
      if (!section) return;
      const header = window.matchMedia(MD_UP).matches ? HEADER_HEIGHT.scrolled : HEADER_HEIGHT.smallScrolled;
      const top =
        section.getBoundingClientRect().top + window.scrollY - header - (bar.current?.offsetHeight ?? 0);
      // Smooth unless the visitor asked for less motion: the page's scroll-behavior (root.tsx).
      window.scrollTo({ top: Math.max(0, Math.ceil(top)) });
      section.focus({ preventScroll: true });
    },
    [bar],
  );
}
