import { useEffect } from 'react';
import { HOME_SECTIONS, NAVBAR_HEIGHT, SECTION_MARGIN, sectionAnchor } from '../../site-config';
import { useActiveSection } from '../../ui/active-section';
import { lastReached, watchScroll } from '../../ui/scroll';

/** Spec §2: the active section is the last one whose top is at or above the navbar's bottom plus
 * the section margin; the header takes that section's `data-theme`. Recomputed on scroll and
 * resize; on leaving the home page there is no active section and the header is dark. */
export function useTrackActiveSection() {
  const { setActive } = useActiveSection();

  useEffect(() => {
    const sections = HOME_SECTIONS.flatMap((section) => {
      const element = document.getElementById(sectionAnchor(section));
      return element ? [{ section, element }] : [];
    });
    if (!sections.length) return;
    const stop = watchScroll(() => {
      const { section, element } = lastReached(
        sections,
        NAVBAR_HEIGHT + SECTION_MARGIN,
        (s) => s.element.getBoundingClientRect().top,
      );
      setActive(section, element.dataset.theme === 'light' ? 'light' : 'dark');
    });
    return () => {
      stop();
      setActive(null, 'dark');
    };
  }, [setActive]);
}
