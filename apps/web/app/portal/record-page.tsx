// The frame of every detail page (spec §2): a 'to search' link, a spinner while the record loads,
// the not-found card for an id that is no record, the failure view for a failed load (the one every
// route's error boundary shows, ADR 0033), then the record's form,
// the sections below it (its links…) and the child add/… route. The route module fills the slots,
// so the kit never imports a feature.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { FailureView } from '../ui/failure-view';
import { visuallyHidden } from '../ui/visually-hidden';
import { NotFoundCard } from './not-found-card';
import { usePageTitle } from './page-title';
import { queryKeys } from './query-keys';
import {
  type CompleteRecord,
  completeQuery,
  detailPath,
  getMergedInto,
  MERGEABLE,
  RECORD_KINDS,
  type RecordKind,
  recordLabel,
} from './record-kinds';

interface RecordPageProps<K extends RecordKind> {
  kind: K;
  /** The record's form; keyed by id, so moving to another record starts a fresh form. */
  form: (record: CompleteRecord[K], id: string) => ReactNode;
  /** What shows below the form: the linked records, later the history. */
  sections?: (record: CompleteRecord[K], id: string) => ReactNode;
}

/** Titled by the record's name, address or number once it is known. */
export function RecordPage<K extends RecordKind>({ kind, form, sections }: RecordPageProps<K>) {
  const { t } = useTranslation(['records', 'crm', 'duplicates']);
  // React Router hands the id decoded ("a@b.c" for /admin/emails/a%40b.c); API calls encode it.
  const id = useParams().id ?? '';
  const query = useQuery(completeQuery(kind, id));
  const record = query.data;
  // A merged record's old URL: asked only once the record is known to be missing.
  const merged = useQuery({
    queryKey: queryKeys.mergedInto(kind, id),
    queryFn: ({ signal }) => getMergedInto(kind, id, signal),
    enabled: query.data === null && MERGEABLE.includes(kind),
  });
  const mergedFrom = (useLocation().state as { mergedFrom?: string } | null)?.mergedFrom;
  usePageTitle(record ? recordLabel(kind, record) : t(`records:title.${kind}`));

  let body: ReactNode;
  if (query.isPending || merged.isLoading)
    body = (
      <Box
        role="status"
        aria-label={t('crm:loading')}
        sx={{ display: 'flex', justifyContent: 'center', py: 8 }}
      >
        <CircularProgress aria-hidden="true" />
        <Box component="span" sx={visuallyHidden}>
          {t('crm:loading')}
        </Box>
      </Box>
    );
  else if (query.isError)
    body = <FailureView error={query.error} area="portal" onReload={() => void query.refetch()} />;
  else if (!record && merged.data)
    body = <Navigate to={detailPath(kind, merged.data)} replace state={{ mergedFrom: id }} />;
  else if (!record) body = <NotFoundCard messageKey={RECORD_KINDS[kind].missing} id={id} />;
  else
    body = (
      <>
        {mergedFrom && MERGEABLE.includes(kind) && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="merged-notice">
            {t(`duplicates:merged.${kind as 'entity' | 'address'}`, { id: mergedFrom })}
          </Alert>
        )}
        {form(record, id)}
        {sections && <Box sx={{ mt: 4 }}>{sections(record, id)}</Box>}
        <Outlet />
      </>
    );

  return (
    <>
      <Button component={Link} to="/admin" sx={{ mb: 2, ml: -1 }}>
        {t('crm:actions.toSearch')}
      </Button>
      {body}
    </>
  );
}
