// /admin/duplicates/{contacts|addresses}/{a}/{b} (issue 14): both records side by side, the one that
// stays, a choice per differing field, then a confirm step listing what changes before the merge.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { textOf } from '../../i18n/keys';
import { useCachePolicy } from '../../portal/cache-policy';
import { displayValue } from '../../portal/editing/change-values';
import { useRecordValueWords } from '../../portal/editing/record-form-frame';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { completeQuery, detailPath, recordLabel } from '../../portal/record-kinds';
import { useErrorText } from '../../portal/use-message';
import { FailureView } from '../../ui/failure-view';
import { DUPLICATE_PAGES, type DuplicatePageKind, mergeRecords } from './duplicates-api';
import { differingFields, mergeBody, type Side } from './merge-choices';
import { MergeConfirmDialog } from './merge-confirm-dialog';

const SIDES: Side[] = ['a', 'b'];

export function MergeView({ kind, ids }: { kind: DuplicatePageKind; ids: Record<Side, string> }) {
  const { t, i18n } = useTranslation(['duplicates', 'records', 'addresses', 'crm']);
  usePageTitle(t('merge.title'));
  const { api, record: recordKind } = DUPLICATE_PAGES[kind];
  const a = useQuery(completeQuery(recordKind, ids.a));
  const b = useQuery(completeQuery(recordKind, ids.b));
  const words = useRecordValueWords();
  const notify = useNotify();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const cache = useCachePolicy();
  const [survivor, setSurvivor] = useState<Side>('a');
  const [choices, setChoices] = useState<Partial<Record<string, Side>>>({});
  const [confirming, setConfirming] = useState(false);

  const records = { a: a.data, b: b.data };
  const labelOf = (side: Side) => {
    const record = records[side];
    return record ? recordLabel(recordKind, record) : '';
  };
  const fieldLabel = (field: string) =>
    textOf(i18n, kind === 'contacts' ? `records:entity.${field}` : `addresses:fields.${field}`);
  const show = (field: string, value: unknown) => displayValue(field, value, words) || t('merge.empty');

  const merge = useMutation({
    mutationFn: () => mergeRecords(kind, mergeBody(ids, survivor, fields, choices)),
    onSuccess: async (result) => {
      const into = ids[survivor];
      const gone = SIDES.filter((side) => side !== survivor).map((side) => ids[side]);
      await cache.recordsMerged(recordKind, into, gone, result);
      notify(t('merge.done', { name: labelOf(survivor) }), 'success');
      navigate(detailPath(recordKind, into));
    },
    onError: (error) => {
      setConfirming(false);
      notify(errorText(error));
    },
  });

  if (a.isPending || b.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('crm:loading')}</Typography>
      </Box>
    );
  const back = (
    <Button component={Link} to={`/admin/duplicates?kind=${kind}`} sx={{ mb: 2, ml: -1 }}>
      {t('merge.back')}
    </Button>
  );
  if (a.isError || b.isError)
    return (
      <>
        {back}
        <FailureView
          error={a.error ?? b.error}
          area="portal"
          onReload={() => void Promise.all([a.refetch(), b.refetch()])}
        />
      </>
    );
  if (!a.data || !b.data)
    return (
      <>
        {back}
        <Alert severity="error">{t('merge.missing')}</Alert>
      </>
    );

  const values = { a: a.data as Record<string, unknown>, b: b.data as Record<string, unknown> };
  const fields = differingFields(api, values.a, values.b);
  const other: Side = survivor === 'a' ? 'b' : 'a';
  const chosen = (field: string) => choices[field] ?? survivor;
  const taken = fields.filter((field) => chosen(field) === other);

  return (
    <>
      {back}
      <Typography variant="h4" component="h1" gutterBottom>
        {t('merge.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <FormControl>
          <FormLabel id="survivor-label">{t('merge.survivor')}</FormLabel>
          <RadioGroup
            aria-labelledby="survivor-label"
            value={survivor}
            onChange={(_event, value) => setSurvivor(value as Side)}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1 }}
          >
            {SIDES.map((side) => (
              <Box key={side} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <FormControlLabel value={side} control={<Radio />} label={labelOf(side)} />
                <Button size="small" component={Link} to={detailPath(recordKind, ids[side])} target="_blank">
                  {t('merge.open')}
                </Button>
              </Box>
            ))}
          </RadioGroup>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('merge.survivorHint')}
          </Typography>
        </FormControl>
      </Paper>

      <Typography variant="h5" component="h2" gutterBottom>
        {t('merge.fieldsTitle')}
      </Typography>
      {fields.length === 0 ? (
        <Typography sx={{ mb: 2 }}>{t('merge.noDifference')}</Typography>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('merge.fieldsHint')}</Typography>
          <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
            {fields.map((field) => (
              <Paper key={field} variant="outlined" sx={{ p: 2 }}>
                <FormControl sx={{ width: '100%' }}>
                  <FormLabel id={`field-${field}`} sx={{ fontWeight: 500, color: 'text.primary' }}>
                    {fieldLabel(field)}
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby={`field-${field}`}
                    value={chosen(field)}
                    onChange={(_event, value) => setChoices({ ...choices, [field]: value as Side })}
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1 }}
                  >
                    {SIDES.map((side) => (
                      <FormControlLabel
                        key={side}
                        value={side}
                        control={<Radio />}
                        label={show(field, values[side][field])}
                        sx={{
                          overflowWrap: 'anywhere',
                          alignItems: 'flex-start',
                          '& .MuiRadio-root': { pt: 0.5 },
                        }}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              </Paper>
            ))}
          </Box>
        </>
      )}
      <Button variant="contained" onClick={() => setConfirming(true)}>
        {t('merge.submit')}
      </Button>
      <MergeConfirmDialog
        open={confirming}
        keep={labelOf(survivor)}
        remove={labelOf(other)}
        changes={taken.map((field) => ({
          label: fieldLabel(field),
          value: show(field, values[other][field]),
        }))}
        saving={merge.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => merge.mutate()}
      />
    </>
  );
}
