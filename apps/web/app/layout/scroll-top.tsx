import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useTranslation } from 'react-i18next';
import { SCROLL_TOP_THRESHOLD } from '../site-config';
import { ArrowUpIcon } from '../ui/icons';
import { useScrolledPast } from '../ui/use-scrolled';

/** Spec §2/§9: appears once the page is scrolled more than 500 px. */
export function ScrollTop() {
  const { t } = useTranslation();
  const show = useScrolledPast(SCROLL_TOP_THRESHOLD);
  return (
    <Zoom in={show} appear={false}>
      <Fab
        color="secondary"
        size="medium"
        aria-label={t('scrollTop')}
        data-testid="scroll-top"
        // Smooth unless the visitor asked for less motion: the page's scroll-behavior (root.tsx).
        onClick={() => window.scrollTo({ top: 0 })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1100 }}
      >
        <ArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
