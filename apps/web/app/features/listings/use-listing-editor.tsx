// A listing's editing cycle, the portal's (use-record-editor.tsx) for a record that is no portal
// kind: the form keeps the listing as loaded; Save sends only the fields that changed, with the
// version loaded (If-Match); the status actions save the same way with the new status (so
// "Publish" publishes what the form shows). A changed agreement text asks first: it becomes the
// next version, which every visitor must accept again. A refusal keeps every edit and puts the
// server's field messages on their fields; a 412 (someone else saved meanwhile) opens the conflict
// dialog, which keeps the user's value of each field they changed unless they choose the other's.
import type { Listing, ListingStatus, ListingUpdate } from '@crm/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isStale } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { type Choice, ConflictDialog, type ConflictRow } from '../../portal/editing/conflict-dialog';
import { conflictFields, defaultChoice, resolveConflicts } from '../../portal/editing/conflicts';
import { sameValue } from '../../portal/editing/diff';
import { useNotify } from '../../portal/notify';
import { useMessage } from '../../portal/use-message';
import { useUnsavedChangesPrompt } from '../../portal/use-unsaved-changes';
import {
  changedFields,
  formFieldOf,
  LISTING_FORM_FIELDS,
  type ListingFormValues,
  listingResolver,
  toListingForm,
} from './listing-form-model';
import { useDescribeField } from './listing-words';
import { type LoadedListing, updateListing } from './listings-api';

type Body = Partial<ListingUpdate>;

export function useListingEditor(listing: LoadedListing) {
  const { t } = useTranslation('listings');
  const tv = useMessage();
  const notify = useNotify();
  const cache = useCachePolicy();
  const describe = useDescribeField();
  const [original, setOriginal] = useState<ListingFormValues>(() => toListingForm(listing));
  // The listing `original` was loaded from, with its version: what a save sends as If-Match.
  const [base, setBase] = useState<LoadedListing>(listing);
  const form = useForm<ListingFormValues, unknown, ListingUpdate>({
    defaultValues: original,
    resolver: listingResolver,
    mode: 'onTouched',
  });
  // Whether the form differs from the original, followed without rendering the page again on each
  // keystroke (the form is long): the state changes only when the answer does.
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    const check = () => setDirty(!sameValue(original, form.getValues()));
    check();
    const subscription = form.watch(check);
    return () => subscription.unsubscribe();
  }, [form, original]);
  const [pending, setPending] = useState<{ body: Body; values: ListingFormValues } | null>(null);
  const [conflict, setConflict] = useState<{
    current: LoadedListing;
    rows: ConflictRow[];
    choices: Record<string, Choice>;
    mine: ListingFormValues;
  } | null>(null);
  // Deleted: leaving loses nothing.
  const [released, setReleased] = useState(false);
  // A mutation, so the portal's client rechecks the session after a 401 or 403.
  const call = useMutation({
    mutationFn: ({ body, ifMatch }: { body: Body; ifMatch: string | null }) =>
      updateListing(listing.id, body, ifMatch),
  });

  // A fresher copy of the listing (a status changed, someone else's save seen on refocus) becomes
  // the original when nothing is being edited. With edits under way, what the user typed wins: the
  // fresher version is taken only when none of the form's fields changed in it, so a save can never
  // overwrite unseen changes (it is refused, and the conflict dialog shows them).
  const latest = useRef({ dirty, original, base });
  latest.current = { dirty, original, base };
  useEffect(() => {
    const now = latest.current;
    // The same version (this editor's own save, written to the cache): nothing new.
    if (listing === now.base || (listing.etag !== null && listing.etag === now.base.etag)) return;
    const next = toListingForm(listing);
    if (!now.dirty) {
      setBase(listing);
      if (!sameValue(next, now.original)) {
        setOriginal(next);
        form.reset(next);
      }
    } else if (sameValue(next, toListingForm(now.base))) setBase(listing);
  }, [listing, form]);

  /** A refusal: the snackbar says why, the server's field messages go on their fields (the first
   * focused), and the form keeps every edit. */
  const failed = (error: unknown, sent: ListingFormValues) => {
    console.error('Listing save failed', error);
    const api = error instanceof ApiError ? error : null;
    notify(
      api?.isNetwork
        ? t('editor.network')
        : api?.status === 409 && api.key
          ? tv(api.key)
          : t('editor.failed'),
    );
    let first = true;
    for (const [field, key] of Object.entries(api?.fieldKeys ?? {})) {
      const name = formFieldOf(field, sent) as FieldPath<ListingFormValues>;
      form.setError(name, { type: 'server', message: key }, { shouldFocus: first });
      first = false;
    }
  };

  const send = async (body: Body, sent: ListingFormValues, ifMatch: string | null) => {
    try {
      const { data, etag } = await call.mutateAsync({ body, ifMatch });
      // The fields sent as the server stored them (a web address in lowercase, text trimmed).
      const stored = toListingForm(data);
      const next: ListingFormValues = { ...sent };
      for (const key of LISTING_FORM_FIELDS) if (key in body) Object.assign(next, { [key]: stored[key] });
      setBase({ ...data, etag });
      setOriginal(next);
      form.reset(next);
      void cache.listingSaved(listing.id, data, etag);
      notify(body.status ? t(`status.changed.${body.status}`) : t('editor.saved'), 'success');
    } catch (error) {
      if (!(isStale(error) && (await stale(error, sent, body)))) failed(error, sent);
    }
  };

  /** A 412: the listing as saved now becomes what the form is compared with. When the other save
   * touched no field of the form (a status), the same changes are sent again at once; otherwise the
   * user chooses, field by field, in the conflict dialog. */
  const stale = async (error: ApiError, sent: ListingFormValues, body: Body): Promise<boolean> => {
    const current = (error.answer as { current?: Listing } | null)?.current;
    if (!current) return false;
    const fresh: LoadedListing = { ...current, etag: error.etag };
    void cache.listingSaved(listing.id, current, error.etag);
    const theirs = toListingForm(fresh);
    const rows = conflictFields(original, theirs, sent).map((field) => {
      const name = field as keyof ListingFormValues;
      const their = describe(name, theirs);
      return { field, label: their.label, theirs: their.value, mine: describe(name, sent).value };
    });
    if (rows.length === 0) {
      setOriginal(theirs);
      setBase(fresh);
      await send(body, sent, error.etag);
      return true;
    }
    const choices = Object.fromEntries(rows.map((r) => [r.field, defaultChoice(r.field, original, sent)]));
    setConflict({ current: fresh, rows, choices, mine: sent });
    return true;
  };

  const onApplyChoices = () => {
    if (!conflict) return;
    const theirs = toListingForm(conflict.current);
    const next = resolveConflicts(original, theirs, conflict.mine, (f) => conflict.choices[f] === 'mine');
    setOriginal(theirs);
    setBase(conflict.current);
    form.reset(next);
    setConflict(null);
  };

  /** Checks the form, then saves what changed (with `status` when given). A changed agreement asks
   * first. Resolves once the save ended (or nothing needed saving). */
  const save = (extra: { status?: ListingStatus } = {}) =>
    form.handleSubmit(async (checked) => {
      const sent = form.getValues();
      const changed = changedFields(original, sent);
      const body: Body = {
        ...Object.fromEntries(changed.map((key) => [key, checked[key]])),
        ...extra,
      };
      if (Object.keys(body).length === 0) return;
      if (body.agreement) setPending({ body, values: sent });
      else await send(body, sent, base.etag);
    })();

  const onConfirmAgreement = async () => {
    if (!pending) return;
    try {
      await send(pending.body, pending.values, base.etag);
    } finally {
      setPending(null);
    }
  };

  const discard = () => form.reset(original);

  const leavePrompt = useUnsavedChangesPrompt(dirty && !released);
  const version = base.agreement.version;
  const dialogs: ReactNode = (
    <>
      <AgreementConfirm
        open={!!pending}
        busy={call.isPending}
        version={version}
        onConfirm={() => void onConfirmAgreement()}
        onClose={() => setPending(null)}
      />
      <ConflictDialog
        open={!!conflict}
        rows={conflict?.rows ?? []}
        choices={conflict?.choices ?? {}}
        onChoose={(field, choice) =>
          setConflict((c) => (c ? { ...c, choices: { ...c.choices, [field]: choice } } : c))
        }
        onApply={onApplyChoices}
      />
      {leavePrompt}
    </>
  );

  return {
    form,
    /** The form differs from the listing as saved. */
    dirty,
    busy: call.isPending,
    /** The listing as the form was loaded from it (its agreement's version, its status). */
    base,
    save,
    discard,
    /** The listing is gone: leaving the page loses nothing. */
    release: () => setReleased(true),
    dialogs,
  };
}

export type ListingEditor = ReturnType<typeof useListingEditor>;

/** "Save a new agreement version?": the agreement's change is one every visitor feels. */
function AgreementConfirm({
  open,
  busy,
  version,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  version: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('listings');
  const id = useId();
  const words = { version, next: version + 1 };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{t('editor.agreementConfirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{t('editor.agreementConfirm.body', words)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={busy}>
          {t('editor.agreementConfirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {t('editor.agreementConfirm.confirm', words)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
