import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Notify = (message: string, severity?: AlertColor) => void;

const NotifyContext = createContext<Notify>(() => {});

/** One snackbar for the portal: a failed load or save says so (the spec's original swallowed
 * failures silently; issue 5 asks for the opposite), a save says it worked. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<{ message: string; severity: AlertColor; key: number } | null>(null);
  const notify = useCallback<Notify>(
    (message, severity = 'error') => setNote({ message, severity, key: Date.now() }),
    [],
  );
  const value = useMemo(() => notify, [notify]);
  const close = () => setNote(null);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={note?.key}
        open={!!note}
        // Errors stay until dismissed: the user may need time to read what failed.
        autoHideDuration={note?.severity === 'error' ? null : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {note ? (
          <Alert
            severity={note.severity}
            variant="filled"
            onClose={close}
            role={note.severity === 'error' ? 'alert' : 'status'}
          >
            {note.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
