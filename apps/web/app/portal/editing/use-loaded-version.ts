// The edit cycle of the dialogs that edit a row of a list (the timeline's activities and tasks,
// issue 25; a comp, issue 26): an edit starts from the record as stored now, read when the dialog
// opens with its ETag, the version the save sends as If-Match. The list's copy may be older, and it
// carries no ETag.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import type { Tagged } from '../../http/client';

export function useLoadedVersion<T, V extends FieldValues>({
  editing,
  load,
  reset,
  formOf,
  onError,
}: {
  /** The record to edit; none for a new one (nothing to load, ready at once). */
  editing: { id: string } | undefined;
  load: (id: string) => Promise<Tagged<T>>;
  reset: UseFormReset<V>;
  formOf: (record: T) => V;
  onError: (error: unknown) => void;
}) {
  /** The version the next save is based on (a 412 tells the newer one). */
  const etag = useRef<string | null>(null);
  const [loaded, setLoaded] = useState<T | null>(null);
  // The callbacks as the latest render words them: the load itself runs once per record.
  const latest = useRef({ load, formOf, onError });
  latest.current = { load, formOf, onError };
  useEffect(() => {
    if (!editing) return;
    let live = true;
    latest.current.load(editing.id).then(
      ({ data, etag: tag }) => {
        if (!live) return;
        etag.current = tag;
        // Newer than the list's copy: show it, keeping anything typed meanwhile.
        reset(latest.current.formOf(data), { keepDirtyValues: true });
        setLoaded(data);
      },
      (error: unknown) => {
        if (live) latest.current.onError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [editing, reset]);
  return { etag, loaded, ready: !editing || loaded !== null };
}
