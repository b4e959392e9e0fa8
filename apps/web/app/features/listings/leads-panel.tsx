// A listing's leads (issue 28): the contacts who accepted its agreement, each with their level.
// Staff approve one (Agreement signed → Approved: the documents for approved leads open to them)
// or take the approval back; the answer says whether the lead was emailed, which the row then says.
import { LEAD_LEVELS, type LeadLevel, type LeadLevelName } from '@crm/shared';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { useCachePolicy } from '../../portal/cache-policy';
import { LoadFailed } from '../../portal/load-failed';
import { useNotify } from '../../portal/notify';
import { detailPath } from '../../portal/record-kinds';
import { useErrorText } from '../../portal/use-message';
import { leadsQuery, setLeadLevel } from './listings-api';
import { PanelHeading } from './panel';

/** Memoised: the editor's page renders again when its form's unsaved state flips, this need not. */
export const LeadsPanel = memo(function LeadsPanel({ listingId }: { listingId: string }) {
  const { t } = useTranslation('listings');
  const leads = useQuery(leadsQuery(listingId));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="listing-leads"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <PanelHeading id="listing-leads" title={t('leads.title')} intro={t('leads.intro')} />
      {leads.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void leads.refetch()} />
      ) : !leads.data ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : leads.data.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('leads.empty')}</Typography>
      ) : (
        <LeadTable listingId={listingId} leads={leads.data.data} />
      )}
    </Paper>
  );
});

function LeadTable({ listingId, leads }: { listingId: string; leads: LeadLevel[] }) {
  const { t } = useTranslation('listings');
  const { date } = useDateFormat();
  const notify = useNotify();
  const cache = useCachePolicy();
  const errorText = useErrorText();
  // What the last change of each lead told: emailed or not.
  const [notes, setNotes] = useState<Record<string, string>>({});
  // The level shown while its change is on its way.
  const [asked, setAsked] = useState<Record<string, LeadLevelName>>({});
  const change = useMutation({
    mutationFn: ({ lead, level }: { lead: LeadLevel; level: LeadLevelName }) =>
      setLeadLevel(listingId, lead.entity_id, level),
  });
  const onLevel = async (lead: LeadLevel, level: LeadLevelName) => {
    setAsked((a) => ({ ...a, [lead.entity_id]: level }));
    try {
      const answer = await change.mutateAsync({ lead, level });
      const rose = lead.level === 'agreement' && answer.level === 'approved';
      const note = answer.emailed
        ? t('leads.emailed', { name: answer.name })
        : rose
          ? t('leads.notEmailed', { name: answer.name })
          : '';
      setNotes((n) => ({ ...n, [lead.entity_id]: note }));
      notify(
        [t('leads.changed', { name: answer.name, level: t(`leads.levels.${answer.level}`) }), note]
          .filter(Boolean)
          .join(' '),
        'success',
      );
      await cache.leadLevelChanged();
    } catch (error) {
      console.error('Lead level change failed', error);
      notify(`${t('leads.saveFailed')} ${errorText(error)}`);
    } finally {
      setAsked(({ [lead.entity_id]: _, ...rest }) => rest);
    }
  };
  return (
    <TableContainer>
      <Table size="small" aria-label={t('leads.list')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('leads.columns.name')}</TableCell>
            <TableCell>{t('leads.columns.level')}</TableCell>
            <TableCell>{t('leads.columns.updated')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {leads.map((lead) => {
            const shown = asked[lead.entity_id] ?? lead.level;
            return (
              <TableRow key={lead.entity_id} data-testid={`lead-${lead.entity_id}`}>
                <TableCell sx={{ minWidth: 180 }}>
                  <MuiLink component={Link} to={detailPath('entity', lead.entity_id)}>
                    {lead.name}
                  </MuiLink>
                  <Box
                    component="span"
                    role="status"
                    sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}
                  >
                    {notes[lead.entity_id] ?? ''}
                  </Box>
                </TableCell>
                <TableCell>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={shown}
                    disabled={lead.entity_id in asked}
                    aria-label={t('leads.levelOf', { name: lead.name })}
                    onChange={(_event, level: LeadLevelName | null) => {
                      if (level && level !== lead.level) void onLevel(lead, level);
                    }}
                  >
                    {LEAD_LEVELS.map((level) => (
                      <ToggleButton key={level} value={level} sx={{ textTransform: 'none' }}>
                        {t(`leads.levels.${level}`)}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(lead.updated_at)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
