import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** Spec §2: leaving a changed form asks 'Confirm Changes?' / 'Return to search page?'. An in-app
 * navigation is held until the user answers; closing or reloading the tab gets the browser's own
 * prompt (browsers do not let a page word that one). Returns the dialog to render.
 * `within`: a path whose sub-paths keep the form on screen (a detail page's add/… child routes),
 * so moving there is not leaving. */
export function useUnsavedChangesPrompt(dirty: boolean, within?: string) {
  const { t } = useTranslation('crm');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(within && isWithin(nextLocation.pathname, within)),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
    >
      <DialogTitle id="leave-title">{t('leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-text">{t('leave.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {t('leave.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          {t('leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Whether `path` is `base` or below it, comparing decoded paths ("a%40b.c" is "a@b.c"). */
function isWithin(path: string, base: string) {
  const decode = (p: string) => {
    try {
      return decodeURIComponent(p).replace(/\/+$/, '');
    } catch {
      return p;
    }
  };
  const [p, b] = [decode(path), decode(base)];
  return p === b || p.startsWith(`${b}/`);
}
