// One toast for the client portal: a save says it worked (and goes after 4 s), a failure says what
// failed and stays until closed, as the staff portal's snackbar does (portal/notify.tsx, MUI).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Notify = (message: string, severity?: 'error' | 'success') => void;

const NotifyContext = createContext<Notify>(() => {});

export function ClientNotifyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const [note, setNote] = useState<{ message: string; severity: 'error' | 'success'; key: number } | null>(
    null,
  );
  const notify = useCallback<Notify>(
    (message, severity = 'error') => setNote({ message, severity, key: Date.now() }),
    [],
  );
  useEffect(() => {
    if (note?.severity !== 'success') return;
    const timer = window.setTimeout(() => setNote(null), 4000);
    return () => window.clearTimeout(timer);
  }, [note]);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {note && (
        <div
          key={note.key}
          role={note.severity === 'error' ? 'alert' : 'status'}
          className={`cp-alert cp-toast cp-alert-${note.severity}`}
        >
          <div>{note.message}</div>
          <button type="button" className="cp-button" onClick={() => setNote(null)}>
            {t('dialog.close')}
          </button>
        </div>
      )}
    </NotifyContext.Provider>
  );
}

export const useClientNotify = () => useContext(NotifyContext);
