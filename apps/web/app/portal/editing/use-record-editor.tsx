// Spec §4's editing cycle, shared by the contact, email and number pages: the form keeps an
// original copy; Update is enabled once the form differs from it; submit checks the form with the
// shared schema, builds the diff and opens the confirm dialog; Save sends only the diff and makes
// the saved values the new original; Discard restores the original.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldPath, type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { useNotify } from '../notify';
import { type CompleteRecord, detailPath, type RecordKind, recordKey } from '../record-kinds';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes';
import { type ChangedField, ConfirmChangesDialog } from './confirm-changes-dialog';
import { buildDiff, NEVER_SENT, sameValue } from './diff';

interface RecordEditorOptions<K extends RecordKind, F extends FieldValues, Out> {
  kind: K;
  id: string;
  record: CompleteRecord[K];
  /** The form's values for a saved record; a module-level function (the sync effect relies on it). */
  toForm: (record: CompleteRecord[K]) => F;
  resolver: Resolver<F, unknown, Out>;
  /** Sends the diff (PUT) and answers the saved record, without its links. */
  save: (body: Partial<Out>) => Promise<Partial<CompleteRecord[K]>>;
  /** The dialog's lines for a diff of checked values. */
  describe: (body: Partial<Out>) => ChangedField[];
}

export function useRecordEditor<K extends RecordKind, F extends FieldValues, Out extends object>({
  kind,
  id,
  record,
  toForm,
  resolver,
  save,
  describe,
}: RecordEditorOptions<K, F, Out>) {
  const { t } = useTranslation('crm');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [original, setOriginal] = useState<F>(() => toForm(record));
  const form = useForm<F, unknown, Out>({
    // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's DefaultValues<F> is a deep partial of F
    defaultValues: original as any,
    resolver,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as F;
  const dirty = !sameValue(original, values);
  const [pending, setPending] = useState<{ body: Partial<Out>; values: F; changes: ChangedField[] } | null>(
    null,
  );
  // A mutation, so the portal's client rechecks the session after a 401 or 403.
  const saveCall = useMutation({ mutationFn: save });

  // A fresher copy of the record (a link added elsewhere, another user's save) becomes the original
  // when nothing is being edited; with edits under way, what the user typed wins.
  const latest = useRef({ dirty, original });
  latest.current = { dirty, original };
  useEffect(() => {
    const next = toForm(record);
    if (latest.current.dirty || sameValue(next, latest.current.original)) return;
    setOriginal(next);
    form.reset(next);
  }, [record, toForm, form]);

  const submit = form.handleSubmit((checked) => {
    const current = form.getValues();
    const changed = Object.keys(buildDiff(original, current, NEVER_SENT));
    if (changed.length === 0) return;
    const body = Object.fromEntries(
      changed.map((key) => [key, (checked as Record<string, unknown>)[key]]),
    ) as Partial<Out>;
    setPending({ body, values: current, changes: describe(body) });
  });

  const onSave = async () => {
    if (!pending) return;
    try {
      const saved = await saveCall.mutateAsync(pending.body);
      const key = recordKey(kind, id);
      queryClient.setQueryData<CompleteRecord[K] | null>(key, (old) =>
        old ? ({ ...old, ...saved } as CompleteRecord[K]) : old,
      );
      // Other records show this one's name in their links: refresh them when they next show.
      void queryClient.invalidateQueries({ predicate: (query) => !sameValue(query.queryKey, key) });
      setOriginal(pending.values);
      form.reset(pending.values);
      notify(t('saved'), 'success');
    } catch (error) {
      console.error('Save failed', error);
      const network = error instanceof ApiError && error.isNetwork;
      notify(t(network ? 'err.network' : 'err.save'));
      // The API's field messages show on their fields; the edits stay in the form.
      if (error instanceof ApiError)
        for (const [field, key] of Object.entries(error.fieldKeys))
          form.setError(field as FieldPath<F>, { type: 'server', message: key });
    } finally {
      setPending(null);
    }
  };

  const onDiscard = () => {
    form.reset(original);
    setPending(null);
  };

  const leavePrompt = useUnsavedChangesPrompt(dirty, detailPath(kind, id));
  const dialogs: ReactNode = (
    <>
      <ConfirmChangesDialog
        open={!!pending}
        changes={pending?.changes ?? []}
        saving={saveCall.isPending}
        onDiscard={onDiscard}
        onSave={onSave}
        onClose={() => setPending(null)}
      />
      {leavePrompt}
    </>
  );

  return {
    form,
    dirty,
    saving: saveCall.isPending,
    onSubmit: (event: FormEvent) => void submit(event),
    dialogs,
  };
}
