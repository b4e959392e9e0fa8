import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD } from '../site-config';
import { ArrowUpIcon } from '../ui/icons';
import { useScrolledPast } from '../ui/use-scrolled';

/** Spec §2/§9: appears (zooming in, unless motion is reduced) once the page is scrolled more than
 * 500 px. */
export function ScrollTop() {
  const { t } = useTranslation();
  const show = useScrolledPast(SCROLL_TOP_THRESHOLD);
  return (
    <button
      type="button"
      className="scroll-top"
      // Zoomed out and invisible rather than removed: hiding the focused button mid-scroll would
      // stop the smooth scroll it started.
      data-shown={show}
      aria-label={t('scrollTop')}
      data-testid="scroll-top"
      // Smooth unless the visitor asked for less motion: the page's scroll-behavior (root.tsx).
      onClick={() => window.scrollTo({ top: 0 })}
    >
      <ArrowUpIcon />
    </button>
  );
}
