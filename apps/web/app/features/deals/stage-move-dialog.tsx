// A deal's move to another stage (issue 27): the stage (unless a drop already chose it), then what
// that stage needs first: a lost reason (a note for "other") to enter a lost stage, the close date
// (today unless changed) to enter a won one. A refusal stays in the dialog, which says why.
import { LOST_REASONS, type LostReason, type Stage } from '@crm/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../portal/editing/form-dialog';
import { usePipelineWords } from '../../portal/pipelines';
import { useErrorText } from '../../portal/use-message';
import type { StageMoveBody } from './deals-api';

/** Today where the user is, YYYY-MM-DD: a won deal's default close date. */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Whether entering this stage asks something first (a lost reason, a close date). */
export const needsDetails = (stage: Pick<Stage, 'outcome'>) => stage.outcome !== 'open';

export function StageMoveDialog({
  name,
  stages,
  fromStageId,
  toStageId,
  onMove,
  onClose,
}: {
  name: string;
  stages: readonly Stage[];
  fromStageId: string;
  /** The stage a drop or a menu chose; absent, the dialog asks. */
  toStageId?: string;
  /** Sends the move; a rejection (an ApiError) is shown in the dialog. */
  onMove: (body: StageMoveBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('deals');
  const words = usePipelineWords();
  const errorText = useErrorText();
  const [stageId, setStageId] = useState(toStageId ?? '');
  const [reason, setReason] = useState<LostReason | ''>('');
  const [note, setNote] = useState('');
  const [closedOn, setClosedOn] = useState(today);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const stage = stages.find((s) => s.id === stageId);
  const lost = stage?.outcome === 'lost';
  const won = stage?.outcome === 'won';
  const missingReason = lost && !reason;
  const missingNote = lost && reason === 'other' && !note.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!stage || missingReason || missingNote) return;
    const body: StageMoveBody = { stage_id: stage.id };
    if (lost)
      Object.assign(body, { lost_reason: reason, lost_note: note.trim() || null, closed_on: closedOn });
    if (won) body.closed_on = closedOn;
    setBusy(true);
    setRefusal(null);
    try {
      await onMove(body);
    } catch (error) {
      setRefusal(t('move.refused', { reason: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={lost ? t('move.lostTitle') : won ? t('move.wonTitle') : t('move.title', { name })}
      busy={busy}
      dirty={!!reason || !!note}
      refusal={refusal}
      refusalTestId="move-refusal"
      cancel={t('move.cancel')}
      save={t('move.confirm')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {!toStageId && (
        <TextField
          id="move-stage"
          select
          required
          label={t('move.to')}
          value={stageId}
          onChange={(event) => setStageId(event.target.value)}
          error={tried && !stage}
        >
          {stages
            .filter((s) => s.id !== fromStageId)
            .map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {words.stage(s)}
              </MenuItem>
            ))}
        </TextField>
      )}
      {lost && (
        <TextField
          id="move-lost-reason"
          select
          required
          label={t('field.lost_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as LostReason)}
          error={tried && missingReason}
          helperText={tried && missingReason ? t('move.lostTitle') : undefined}
        >
          {LOST_REASONS.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`lostReasons.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {lost && (
        <TextField
          id="move-lost-note"
          label={t('field.lost_note')}
          required={reason === 'other'}
          multiline
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={tried && missingNote}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      {(lost || won) && (
        <TextField
          id="move-closed-on"
          type="date"
          required
          label={t('move.closedOn')}
          value={closedOn}
          onChange={(event) => setClosedOn(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    </FormDialog>
  );
}
