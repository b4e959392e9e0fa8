// Log an activity about the page's record, or edit one of your own (issue 25): kind, when (now by
// default), subject, notes (≤ 10,000, counted), outcome and duration for a call, duration for a
// meeting, direction for an email. Checked by the shared ActivityCreate schema, so the form says
// what the API would; a refusal keeps everything typed and says why. An edit is sent with the
// version it was loaded at (If-Match): a 412 keeps what was typed and says so.
import {
  ACTIVITY_BODY_MAX,
  ACTIVITY_KINDS,
  type Activity,
  ActivityCreate,
  type ActivityKind,
  CALL_OUTCOMES,
  EMAIL_DIRECTIONS,
} from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isStale } from '../../http/client';
import { localeOf } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { useFieldProps } from '../../portal/editing/fields';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';
import { useLoadedVersion } from '../../portal/editing/use-loaded-version';
import { useNotify } from '../../portal/notify';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { concerned, createActivity, loadActivity, updateActivity } from './timeline-api';
import { instantOf, localInputValue, unseenError } from './timeline-rows';

export interface ActivityFormValues {
  kind: ActivityKind;
  /** datetime-local text, this device's wall clock. */
  at: string;
  subject: string;
  body: string;
  outcome: string;
  duration_minutes: string;
  direction: string;
}

/** What the activity concerns: the page's record for a new one, its own lists for an edit. */
export interface Concerns {
  entity_ids: string[];
  address_ids: string[];
  deal_ids: string[];
}

const blank = (): ActivityFormValues => ({
  kind: 'call',
  at: localInputValue(new Date()),
  subject: '',
  body: '',
  outcome: '',
  duration_minutes: '',
  direction: '',
});

const formOf = (activity: Activity): ActivityFormValues => ({
  kind: activity.kind,
  at: localInputValue(new Date(activity.at)),
  subject: activity.subject,
  body: activity.body,
  outcome: activity.outcome ?? '',
  duration_minutes: activity.duration_minutes === null ? '' : String(activity.duration_minutes),
  direction: activity.direction ?? '',
});

/** The API's body of the form: only the fields the kind has (switching kinds drops the others). */
export function activityInput(values: ActivityFormValues, concerns: Concerns) {
  const { kind } = values;
  return {
    kind,
    at: instantOf(values.at),
    subject: values.subject,
    body: values.body,
    ...(kind === 'call' ? { outcome: values.outcome || null } : {}),
    ...(kind === 'call' || kind === 'meeting'
      ? { duration_minutes: numberInput(values.duration_minutes) }
      : {}),
    ...(kind === 'email' ? { direction: values.direction || null } : {}),
    entity_ids: concerns.entity_ids,
    address_ids: concerns.address_ids,
    deal_ids: concerns.deal_ids,
  };
}

export function ActivityDialog({
  concerns,
  editing,
  onClose,
}: {
  concerns: Concerns;
  /** The activity to edit (yours); none to log a new one. */
  editing?: Activity;
  onClose: () => void;
}) {
  const { t } = useTranslation('timeline');
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const cache = useCachePolicy();
  const own = editing
    ? { entity_ids: editing.entity_ids, address_ids: editing.address_ids, deal_ids: editing.deal_ids }
    : concerns;
  const form = useForm<ActivityFormValues, unknown, ActivityCreate>({
    defaultValues: editing ? formOf(editing) : blank(),
    resolver: schemaResolver<ActivityFormValues, ActivityCreate>(ActivityCreate, (values) =>
      activityInput(values, own),
    ),
  });
  const field = useFieldProps(form, 'activity');
  const kind = useWatch({ control: form.control, name: 'kind' });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { etag, ready } = useLoadedVersion({
    editing,
    load: loadActivity,
    reset: form.reset,
    formOf,
    onError: (error) =>
      setRefusal(error instanceof ApiError && error.status === 404 ? t('err.gone') : errorText(error)),
  });

  const submit = form.handleSubmit(
    async (checked) => {
      setBusy(true);
      setRefusal(null);
      try {
        if (editing) {
          const { entity_ids: _e, address_ids: _a, deal_ids: _d, ...changes } = checked;
          const saved = await updateActivity(
            editing.id,
            {
              ...changes,
              outcome: checked.outcome ?? null,
              duration_minutes: checked.duration_minutes ?? null,
              direction: checked.direction ?? null,
            },
            etag.current,
          );
          await cache.activitySaved(...concerned(editing, saved));
          notify(t('log.updated'), 'success');
        } else {
          const saved = await createActivity(checked);
          await cache.activitySaved(...concerned(saved));
          notify(t('log.saved'), 'success');
        }
        onClose();
      } catch (error) {
        console.error('Activity save failed', error);
        if (isStale(error)) {
          // Saved elsewhere meanwhile (another window): the next save replaces that version.
          etag.current = error.etag;
          setRefusal(t('err.stale'));
        } else {
          setRefusal(errorText(error));
          if (error instanceof ApiError)
            for (const [name, key] of Object.entries(error.fieldKeys))
              if (name in form.getValues())
                form.setError(name as FieldPath<ActivityFormValues>, { type: 'server', message: key });
        }
      } finally {
        setBusy(false);
      }
    },
    // A refusal of what no field shows (the records concerned): said above the fields.
    (errors) => {
      const unseen = unseenError(errors, form.getValues());
      setRefusal(unseen ? fieldMessage(unseen) : null);
    },
  );

  const dirty = form.formState.isDirty;
  const titleId = 'activity-dialog-title';
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A stray click beside the form must not throw away what was typed.
        if (busy || (reason === 'backdropClick' && dirty)) return;
        onClose();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="activity-form">
        <DialogTitle id={titleId}>{editing ? t('log.editTitle') : t('log.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="alert" data-testid="activity-refusal">
                {refusal}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                {...field('kind', t('log.kind'), { required: true })}
                select
                slotProps={{ select: { native: true } }}
              >
                {ACTIVITY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </TextField>
              <TextField
                {...field('at', t('log.at'), { required: true })}
                type="datetime-local"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
            <TextField {...field('subject', t('log.subject'), { required: true })} autoFocus />
            {kind === 'call' && (
              <TextField
                {...field('outcome', t('log.outcome'))}
                select
                slotProps={{ select: { native: true } }}
              >
                <option value="">{t('log.notSaid')}</option>
                {CALL_OUTCOMES.map((o) => (
                  <option key={o} value={o}>
                    {t(`outcome.${o}`)}
                  </option>
                ))}
              </TextField>
            )}
            {(kind === 'call' || kind === 'meeting') && (
              <TextField
                {...field('duration_minutes', t('log.duration'))}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
            {kind === 'email' && (
              <TextField
                {...field('direction', t('log.direction'))}
                select
                slotProps={{ select: { native: true } }}
              >
                <option value="">{t('log.notSaid')}</option>
                {EMAIL_DIRECTIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`direction.${d}`)}
                  </option>
                ))}
              </TextField>
            )}
            <BodyField field={field('body', t('log.body'))} length={body.length} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('log.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !ready}>
            {t('log.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The notes: as many lines as typed (kept as typed), a counter of the 10,000 characters allowed;
 * nothing is cut off, the schema's message says why a longer text is refused. */
function BodyField({
  field,
  length,
}: {
  field: ReturnType<ReturnType<typeof useFieldProps<ActivityFormValues>>>;
  length: number;
}) {
  const { t, i18n } = useTranslation('timeline');
  return (
    <TextField
      {...field}
      multiline
      minRows={4}
      maxRows={16}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
          <span>{field.helperText}</span>
          <Box
            component="span"
            data-testid="activity-body-counter"
            sx={{ flexShrink: 0, color: length > ACTIVITY_BODY_MAX ? 'error.main' : undefined }}
          >
            {t('log.counter', {
              count: length,
              max: ACTIVITY_BODY_MAX.toLocaleString(localeOf(i18n.language)),
            })}
          </Box>
        </Box>
      }
    />
  );
}
