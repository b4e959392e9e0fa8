// /admin/import (issue 13): choose what the file holds and what to do with duplicates, pick or drop
// a CSV, XLSX or vCard file, check the preview (each column's field, changeable; the first rows as they
// will be saved with their errors; the totals a run would give; for comps and leases, the addresses,
// spaces and contacts it would create), run it and follow its progress.
import { IMPORT_KINDS, IMPORT_POLICIES, type ImportKind, type ImportPolicy } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../portal/page-title';
import { useErrorText } from '../../portal/use-message';
import { FileDrop } from './file-drop';
import { ImportProgress } from './import-progress';
import { previewImport, startImport } from './imports-api';
import { MappingTable } from './mapping-table';
import { NewRecords } from './new-records';
import { PreviewTable } from './preview-table';

export function ImportPage() {
  const { t } = useTranslation(['imports', 'crm']);
  usePageTitle(t('title'));
  const errorText = useErrorText();
  const [kind, setKind] = useState<ImportKind>('contacts');
  const [policy, setPolicy] = useState<ImportPolicy>('skip');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string | null> | undefined>();
  const [jobId, setJobId] = useState<string | null>(null);
  const options = file ? { file, kind, policy, mapping } : null;

  const preview = useQuery({
    // The file object itself keys the preview: another file (even of the same name) is another one.
    queryKey: ['import-preview', file, kind, policy, mapping],
    queryFn: ({ signal }) => previewImport(options!, signal),
    enabled: !!options && !jobId,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const start = useMutation({
    mutationFn: startImport,
    onSuccess: ({ id }) => setJobId(id),
  });

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setMapping(undefined);
  };
  // Only the columns the user changed are sent: the others keep what their header means (a link
  // type, an address group), which a field name alone would lose.
  const remap = (header: string, field: string | null) => setMapping({ ...mapping, [header]: field });
  const again = () => {
    setJobId(null);
    setFile(null);
    setMapping(undefined);
    start.reset();
  };

  const totals = preview.data?.totals;
  const leftBehind = (preview.data?.columns ?? []).filter((c) => c.left_behind);
  return (
    <Box>
      <Button component={Link} to="/admin" sx={{ mb: 2, ml: -1 }}>
        {t('crm:actions.toSearch')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>
      {jobId ? (
        <ImportProgress id={jobId} onAgain={again} leftOut={preview.data?.refused_total} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 3 }}>
            <TextField
              select
              id="import-kind"
              label={t('kind.label')}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as ImportKind);
                setMapping(undefined);
              }}
              sx={{ minWidth: 220 }}
            >
              {IMPORT_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`kind.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id="import-policy-label">{t('policy.label')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="import-policy-label"
                value={policy}
                onChange={(event) => setPolicy(event.target.value as ImportPolicy)}
              >
                {IMPORT_POLICIES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={t(`policy.${value}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Box>
          {kind === 'deals' && (
            <Typography variant="body2" data-testid="import-help" sx={{ color: 'text.secondary', mb: 2 }}>
              {t('help.deals')}
            </Typography>
          )}
          <FileDrop file={file} onFile={chooseFile} />
          {preview.isFetching && <LinearProgress sx={{ mt: 2 }} aria-label={t('preview.checking')} />}
          {preview.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(preview.error)}
            </Alert>
          )}
          {preview.data && !preview.isError && (
            <>
              <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
                {t('mapping.title')}
              </Typography>
              {leftBehind.length > 0 && (
                <Alert severity="warning" data-testid="import-left-behind-notice" sx={{ mb: 2 }}>
                  {t('mapping.leftBehindNotice', {
                    columns: leftBehind
                      .map((c) =>
                        t('mapping.leftBehindItem', {
                          header: c.header,
                          values: t('mapping.values', { count: c.left_behind }),
                        }),
                      )
                      .join(', '),
                  })}
                </Alert>
              )}
              <MappingTable kind={kind} columns={preview.data.columns} onChange={remap} />
              <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
                {t('preview.title')}
              </Typography>
              {totals && (
                <Typography data-testid="import-totals" sx={{ mb: 1 }}>
                  {t('preview.totals', totals)}
                </Typography>
              )}
              {preview.data.new_records && <NewRecords kind={kind} found={preview.data.new_records} />}
              {preview.data.refused_total > 0 && (
                <Alert severity="warning" data-testid="import-refused-total" sx={{ mb: 1 }}>
                  {t('preview.refusedTotal', { count: preview.data.refused_total })}
                </Alert>
              )}
              <PreviewTable kind={kind} rows={preview.data.preview} />
              {start.isError && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {errorText(start.error)}
                </Alert>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
                <Button
                  variant="contained"
                  disabled={!options || start.isPending || preview.isFetching}
                  onClick={() => options && start.mutate(options)}
                >
                  {t('run')}
                </Button>
              </Box>
            </>
          )}
        </Paper>
      )}
    </Box>
  );
}
