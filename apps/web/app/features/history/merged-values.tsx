// What a merged record held (issue 14: "the merged records' full values are kept" in the history).
// The survivor's merge entry offers them on demand: each merged record's own `merged` entry keeps
// them, and is asked for only when staff open the list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../portal/load-failed';
import type { RecordKind } from '../../portal/record-kinds';
import { type KeptValue, keptValues } from './describe-entry';
import { mergedEntryQuery } from './history-api';

/** How the History names a field and shows a value and a date, in the user's language. */
export interface FieldWords {
  date: (iso: string) => string;
  label: (field: string) => string;
  value: (field: string, value: unknown) => string;
}

/** "Field: value" for each value a merged record held. */
export function ValueList({ values, words }: { values: KeptValue[]; words: FieldWords }) {
  const { t } = useTranslation('history');
  if (values.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {values.map(({ field, value }) => (
        <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
          {t('value', { field: words.label(field), value: words.value(field, value) })}
        </Typography>
      ))}
    </Box>
  );
}

/** A button that shows (and hides) the values of the records `ids` merged into this one. */
export function MergedValues({ kind, ids, words }: { kind: RecordKind; ids: string[]; words: FieldWords }) {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  const region = useId();
  if (ids.length === 0) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={region}
        onClick={() => setOpen((was) => !was)}
        sx={{ ml: -0.5 }}
      >
        {t(open ? 'mergedValues.hide' : 'mergedValues.show', { count: ids.length })}
      </Button>
      <Box id={region} hidden={!open} data-testid="merged-values">
        {open && ids.map((id) => <MergedRecord key={id} kind={kind} id={id} words={words} />)}
      </Box>
    </Box>
  );
}

function MergedRecord({ kind, id, words }: { kind: RecordKind; id: string; words: FieldWords }) {
  const { t } = useTranslation('history');
  const query = useQuery(mergedEntryQuery(kind, id));
  if (query.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <CircularProgress size={16} aria-hidden="true" />
        <Typography variant="body2">{t('mergedValues.loading')}</Typography>
      </Box>
    );
  if (query.isError)
    return (
      <LoadFailed
        message={t('mergedValues.failed')}
        retry={t('err.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const values = query.data ? keptValues(query.data) : [];
  const named = values.find((v) => v.field === (kind === 'address' ? 'address' : 'name'));
  const name = typeof named?.value === 'string' ? named.value : id;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {t('mergedValues.record', { name })}
      </Typography>
      {values.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('mergedValues.none')}
        </Typography>
      ) : (
        <ValueList values={values} words={words} />
      )}
    </Box>
  );
}
