// "Who wants this" on an address's page (issue 26, ADR 0040): the contacts' requirements that fit
// the building (for sale) or its spaces (available or vacant), or a space itself; each match names
// the contact, the requirement, which property it fits and why, 20 at a time.
import type { AddressComplete, AddressMatch } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../portal/load-failed';
import { detailPath } from '../../portal/record-kinds';
import { useMatchWords } from './match-words';
import { whoWantsQuery } from './matches-api';

export function WhoWantsSection({ record }: { record: AddressComplete }) {
  const { t } = useTranslation('matches');
  const words = useMatchWords();
  const query = useInfiniteQuery(whoWantsQuery(record.uuid));
  const matches = query.data?.pages.flatMap((page) => page.data) ?? [];
  const isSpace = !!record.parent;

  /** The building itself, or which of its spaces (by its unit, as the Spaces section names it). */
  const property = ({ offer }: AddressMatch) => {
    const kind = words.offer(offer.offer);
    if (offer.address_id === record.uuid)
      return `${t(isSpace ? 'who.thisSpace' : 'who.thisBuilding')} · ${kind}`;
    const unit = record.spaces.find((s) => s.uuid === offer.address_id)?.subpremise;
    return (
      <>
        <Link component={RouterLink} to={detailPath('address', offer.address_id)}>
          {unit ? t('who.space', { unit }) : offer.address}
        </Link>{' '}
        · {kind}
      </>
    );
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="who-wants-heading" sx={{ p: 2, my: 3 }}>
      <Typography variant="h6" component="h2" id="who-wants-heading" sx={{ mb: 1 }}>
        {t('who.title')}
      </Typography>
      {query.isPending ? (
        <Typography role="status">{t('who.loading')}</Typography>
      ) : query.isError && matches.length === 0 ? (
        <LoadFailed message={t('failed')} retry={t('retry')} onRetry={() => void query.refetch()} />
      ) : matches.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t(isSpace ? 'who.emptySpace' : 'who.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('who.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('who.col.contact')}</TableCell>
                <TableCell>{t('who.col.requirement')}</TableCell>
                <TableCell>{t('who.col.property')}</TableCell>
                <TableCell>{t('who.col.why')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {matches.map((m) => (
                <TableRow
                  key={`${m.requirement.id}|${m.offer.address_id}|${m.offer.offer}`}
                  data-testid="who-wants-row"
                >
                  <TableCell>
                    <Link component={RouterLink} to={detailPath('entity', m.entity.uuid)}>
                      {m.entity.name}
                    </Link>
                  </TableCell>
                  <TableCell>{words.requirement(m.requirement)}</TableCell>
                  <TableCell>{property(m)}</TableCell>
                  <TableCell>{words.why(m.why, m.requirement)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {query.hasNextPage && (
        <Box sx={{ mt: 1 }}>
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('who.more')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
