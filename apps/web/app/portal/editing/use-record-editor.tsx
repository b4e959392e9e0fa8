// Spec §4's editing cycle, the one every record form goes through (contact, address, email,
// number; new and existing). The form keeps an original copy; Update/Create is enabled once the
// form differs from it. Editing: submit checks the form with the shared schema, builds the diff and
// opens the confirm dialog; Save PUTs only the diff and makes the saved values the new original;
// Discard restores it. New: Create POSTs the checked values and opens the new record's page.
// Either way a refusal puts the server's field messages on their fields and keeps what was typed,
// and a success goes through the cache policy (`cache-policy.ts`): the saved record is written
// with its new version, and what shows it elsewhere goes stale. A save sends the
// version the form loaded (If-Match); when someone else saved since, the conflict dialog lets the
// user keep their value or the other's for each field the other changed (ADR 0032).
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, isStale } from '../../http/client';
import { useCachePolicy } from '../cache-policy';
import { useNotify } from '../notify';
import { type CompleteRecord, detailPath, type RecordKind, recordId, saveRecord } from '../record-kinds';
import { useMessage } from '../use-message';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes';
import { type ChangedField, ConfirmChangesDialog } from './confirm-changes-dialog';
import { type Choice, ConflictDialog, type ConflictRow } from './conflict-dialog';
import { conflictFields, defaultChoice, resolveConflicts } from './conflicts';
import { buildDiff, NEVER_SENT, sameValue } from './diff';

interface CommonOptions<K extends RecordKind, F extends FieldValues, Out> {
  kind: K;
  /** Form values → the API's shape, judged by the shared schema (its message keys on the fields). */
  resolver: Resolver<F, unknown, Out>;
  /** When a field's message shows: after its first blur (default), or as soon as it changes. */
  mode?: 'onTouched' | 'onChange';
}

export interface EditOptions<K extends RecordKind, F extends FieldValues, Out>
  extends CommonOptions<K, F, Out> {
  id: string;
  record: CompleteRecord[K];
  /** The form's values for a saved record; a module-level function (the sync effect relies on it). */
  toForm: (record: CompleteRecord[K]) => F;
  /** The confirm dialog's lines for a diff of checked values. */
  describe: (body: Partial<Out>) => ChangedField[];
}

export interface NewOptions<K extends RecordKind, F extends FieldValues, Out>
  extends CommonOptions<K, F, Out> {
  /** The form of a blank record: Create stays disabled while the form equals it. */
  blank: F;
  /** Where the form starts (the address pipeline's values); leaving asks first once it differs. */
  start?: F;
  /** The POST body for the checked values; by default they are sent as they are. */
  toBody?: (checked: Out) => unknown;
  /** A last check before the POST (the duplicate-name lookup); `false` stops the create. */
  beforeCreate?: (checked: Out) => Promise<boolean>;
}

/** A form's whole values as react-hook-form's defaults, a deep partial of them: every F is one, which
 * the compiler cannot see through DefaultValues' conditional type while F is generic. */
const defaultsOf = <F extends FieldValues>(values: F) => values as DefaultValues<F>;

export function useRecordEditor<K extends RecordKind, F extends FieldValues, Out extends object>(
  options: EditOptions<K, F, Out> | NewOptions<K, F, Out>,
) {
  const editing = 'record' in options;
  const { kind } = options;
  const { t } = useTranslation('crm');
  const tv = useMessage();
  const notify = useNotify();
  const cache = useCachePolicy();
  const navigate = useNavigate();
  const [original, setOriginal] = useState<F>(() =>
    editing ? options.toForm(options.record) : options.blank,
  );
  const [start] = useState<F>(() => (editing ? original : (options.start ?? options.blank)));
  const form = useForm<F, unknown, Out>({
    defaultValues: defaultsOf(start),
    resolver: options.resolver,
    mode: options.mode ?? 'onTouched',
  });
  const values = useWatch({ control: form.control }) as F;
  const dirty = !sameValue(original, values);
  // What leaving would lose: for a new record, what the user changed of the values supplied.
  const edited = editing ? dirty : !sameValue(start, values);
  const [pending, setPending] = useState<{ body: Partial<Out>; values: F; changes: ChangedField[] } | null>(
    null,
  );
  // The record `original` was loaded from, with its version: what a save sends as If-Match.
  const [base, setBase] = useState<CompleteRecord[K] | null>(editing ? options.record : null);
  const [conflict, setConflict] = useState<{
    current: CompleteRecord[K];
    rows: ConflictRow[];
    choices: Record<string, Choice>;
    mine: F;
  } | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // A mutation, so the portal's client rechecks the session after a 401 or 403.
  const call = useMutation({
    mutationFn: async ({ body, ifMatch }: { body: unknown; ifMatch?: string | null }) =>
      editing ? saveRecord(kind, options.id, body, ifMatch) : saveRecord(kind, null, body),
  });

  // A fresher copy of the record (a link added elsewhere, another user's save) becomes the original
  // when nothing is being edited; with edits under way, what the user typed wins.
  const latest = useRef({ dirty, original });
  latest.current = { dirty, original };
  const record = editing ? options.record : null;
  const toForm = editing ? options.toForm : null;
  useEffect(() => {
    if (!record || !toForm || latest.current.dirty) return;
    setBase(record);
    const next = toForm(record);
    if (sameValue(next, latest.current.original)) return;
    setOriginal(next);
    form.reset(next);
  }, [record, toForm, form]);

  /** A refusal: the snackbar says why, the server's field messages go on their fields, and the
   * form keeps every edit. */
  const failed = (error: unknown) => {
    console.error(editing ? 'Save failed' : 'Create failed', error);
    const api = error instanceof ApiError ? error : null;
    notify(api?.status === 409 && api.key ? tv(api.key) : t(api?.isNetwork ? 'err.network' : 'err.save'));
    for (const [field, key] of Object.entries(api?.fieldKeys ?? {}))
      form.setError(field as FieldPath<F>, { type: 'server', message: key });
  };

  const create = async (checked: Out) => {
    if (editing) return;
    setChecking(true);
    try {
      if (options.beforeCreate && !(await options.beforeCreate(checked))) return;
      const { data: created } = await call.mutateAsync({
        body: options.toBody ? options.toBody(checked) : checked,
      });
      void cache.recordCreated(kind);
      notify(t('created'), 'success');
      setCreatedId(recordId(kind, created));
    } catch (error) {
      failed(error);
    } finally {
      setChecking(false);
    }
  };

  const submit = form.handleSubmit(async (checked) => {
    if (!editing) return create(checked);
    const current = form.getValues();
    const changed = Object.keys(buildDiff(original, current, NEVER_SENT));
    if (changed.length === 0) return;
    const body = Object.fromEntries(
      changed.map((key) => [key, (checked as Record<string, unknown>)[key]]),
    ) as Partial<Out>;
    setPending({ body, values: current, changes: options.describe(body) });
  });

  /** A 412: the record as saved now becomes what the form is compared with. When the other save
   * touched no field of the form (a link added), the same changes are sent again at once;
   * otherwise the user chooses in the conflict dialog. */
  const stale = async (error: ApiError, values: F, body: Partial<Out>): Promise<boolean> => {
    if (!editing) return false;
    const current = (error.answer as { current?: CompleteRecord[K] } | null)?.current;
    if (!current) return false;
    const fresh = { ...current, etag: error.etag };
    void cache.recordRefusedStale(kind, options.id, fresh);
    const theirs = options.toForm(fresh);
    // Each field described alone: a describe may leave out fields the form cannot change.
    const line = (field: string, from: object) =>
      options.describe({ [field]: (from as Record<string, unknown>)[field] } as Partial<Out>)[0];
    const mine = { ...base, ...body };
    const rows = conflictFields(original, theirs, values).flatMap((field) => {
      const [their, my] = [line(field, current), line(field, mine)];
      return their ? [{ field, label: their.label, theirs: their.value, mine: my?.value ?? '' }] : [];
    });
    if (rows.length === 0) {
      setOriginal(theirs);
      setBase(fresh);
      await save(body, values, error.etag);
      return true;
    }
    const fields = rows.map((row) => row.field);
    const choices = Object.fromEntries(fields.map((f) => [f, defaultChoice(f, original, values)]));
    setConflict({ current: fresh, rows, choices, mine: values });
    return true;
  };

  const onApplyChoices = () => {
    if (!conflict || !editing) return;
    const theirs = options.toForm(conflict.current);
    const next = resolveConflicts(original, theirs, conflict.mine, (f) => conflict.choices[f] === 'mine');
    setOriginal(theirs);
    setBase(conflict.current);
    form.reset(next);
    setConflict(null);
  };

  const save = async (body: Partial<Out>, values: F, ifMatch: string | null) => {
    if (!editing) return;
    try {
      const { data: saved, etag: next } = await call.mutateAsync({ body, ifMatch });
      void cache.recordSaved(kind, options.id, saved, next);
      // The answer has no links: keep the ones the form was loaded with, take every stored field.
      setBase((old) => (old ? ({ ...old, ...saved, etag: next } as CompleteRecord[K]) : old));
      setOriginal(values);
      form.reset(values);
      notify(t('saved'), 'success');
    } catch (error) {
      if (!(isStale(error) && (await stale(error, values, body)))) failed(error);
    }
  };

  const onSave = async () => {
    if (!pending) return;
    try {
      await save(pending.body, pending.values, base?.etag ?? null);
    } finally {
      setPending(null);
    }
  };

  const onDiscard = () => {
    form.reset(original);
    setPending(null);
  };

  // Declared before the navigation below: the prompt must see `createdId` before the page moves.
  // Opening a detail page's add/… child route keeps the form on screen: that is not leaving.
  const leavePrompt = useUnsavedChangesPrompt(
    editing ? dirty : edited && !createdId,
    editing ? detailPath(kind, options.id) : undefined,
  );
  useEffect(() => {
    if (createdId) navigate(detailPath(kind, createdId));
  }, [createdId, kind, navigate]);

  const dialogs: ReactNode = (
    <>
      {editing && (
        <ConfirmChangesDialog
          open={!!pending}
          changes={pending?.changes ?? []}
          saving={call.isPending}
          onDiscard={onDiscard}
          onSave={onSave}
          onClose={() => setPending(null)}
        />
      )}
      {editing && (
        <ConflictDialog
          open={!!conflict}
          rows={conflict?.rows ?? []}
          choices={conflict?.choices ?? {}}
          onChoose={(field, choice) =>
            setConflict((c) => (c ? { ...c, choices: { ...c.choices, [field]: choice } } : c))
          }
          onApply={onApplyChoices}
        />
      )}
      {leavePrompt}
    </>
  );

  return {
    form,
    /** The form differs from its original: there is something to update or create. */
    dirty,
    /** The user changed what the form was given (what leaving would lose). */
    edited,
    /** A save or create (with its last check) is under way. */
    busy: call.isPending || checking || !!createdId,
    /** The values the form was given: the saved record, or a new record's starting values. */
    given: editing ? original : start,
    onSubmit: (event: FormEvent) => void submit(event),
    dialogs,
  };
}

export type RecordEditor<F extends FieldValues, Out> = ReturnType<
  typeof useRecordEditor<RecordKind, F, Out & object>
>;
