// The state of a "Delete this …?" dialog (confirm-delete.tsx): busy while the delete runs, and the
// refusal to show above the question when it fails (the dialog stays open, nothing is lost).
import { useState } from 'react';
import { useErrorText } from './use-message';

export function useDeleteAction(
  run: () => Promise<void>,
  /** Logged with a failure, for whoever reads the console. */
  what: string,
  /** The refusal's words when the failure is not an API answer (by default, its error text). */
  fallback?: (error: unknown) => string | null,
) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await run();
    } catch (error) {
      console.error(`${what} delete failed`, error);
      setRefusal(fallback?.(error) ?? errorText(error));
      setBusy(false);
    }
  };
  return { busy, refusal, confirm };
}
