// A listing's activity (issue 28): which leads are reading what. Each acceptance of the agreement
// and each document served (to a visitor, or downloaded by staff), newest first, a page at a time,
// as data rooms show a deal's activity. Written by visitors, not by the portal: it is read again
// when the panel is opened and on "Refresh", never made stale by a portal write.
import type { ListingActivityItem } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { LoadFailed } from '../../portal/load-failed';
import { detailPath } from '../../portal/record-kinds';
import { ACTIVITY_PAGE_SIZE, activityQuery } from './listings-api';
import { PanelHeading } from './panel';

export const ActivityPanel = memo(function ActivityPanel({ listingId }: { listingId: string }) {
  const { t } = useTranslation('listings');
  const [offset, setOffset] = useState(0);
  const activity = useQuery({ ...activityQuery(listingId, offset), placeholderData: keepPreviousData });
  const page = activity.data;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="listing-activity"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <PanelHeading id="listing-activity" title={t('activity.title')} intro={t('activity.intro')} />
      {activity.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void activity.refetch()} />
      ) : !page ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : offset === 0 && page.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('activity.empty')}</Typography>
      ) : (
        <>
          <ActivityTable items={page.data} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }}>
              {t('activity.range', { from: offset + 1, to: offset + page.data.length })}
            </Typography>
            <Button size="small" onClick={() => void activity.refetch()}>
              {t('activity.refresh')}
            </Button>
            <Button
              size="small"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - ACTIVITY_PAGE_SIZE))}
            >
              {t('activity.newer')}
            </Button>
            <Button
              size="small"
              // A full page may have older lines behind it.
              disabled={page.data.length < ACTIVITY_PAGE_SIZE}
              onClick={() => setOffset(offset + ACTIVITY_PAGE_SIZE)}
            >
              {t('activity.older')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
});

function ActivityTable({ items }: { items: ListingActivityItem[] }) {
  const { t } = useTranslation('listings');
  const { dateTime } = useDateFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('activity.list')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('activity.columns.when')}</TableCell>
            <TableCell>{t('activity.columns.who')}</TableCell>
            <TableCell>{t('activity.columns.what')}</TableCell>
            <TableCell>{t('activity.columns.ip')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={`${item.kind}-${item.id}`} data-testid={`activity-${item.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(item.at)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Who item={item} />
              </TableCell>
              <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
                {item.kind === 'acceptance'
                  ? t('activity.accepted', { version: item.agreement_version })
                  : t(item.action === 'view' ? 'activity.viewed' : 'activity.downloaded', {
                      title: item.document.title,
                    })}
                {item.kind === 'document' && item.document.level === null && (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' '}
                    {t('activity.deleted')}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.ip}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The lead (their contact's page), else who the visitor said they were, else the staff member. */
function Who({ item }: { item: ListingActivityItem }) {
  const { t } = useTranslation('listings');
  if (item.lead)
    return (
      <MuiLink component={Link} to={detailPath('entity', item.lead.entity_id)}>
        {item.lead.name}
      </MuiLink>
    );
  if (item.visitor)
    return (
      <>
        {item.visitor.name}
        {item.visitor.email && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
            {item.visitor.email} · {t('activity.pending')}
          </Box>
        )}
      </>
    );
  if (item.kind === 'document' && item.staff)
    return <>{t('activity.staff', { name: item.staff.name ?? item.staff.actor })}</>;
  return <>{t('activity.anonymous')}</>;
}
