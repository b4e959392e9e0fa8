// One page of Who wants what: each matching requirement with its contact, in the words the
// contact's page uses. On a phone the table scrolls sideways rather than squeezing its columns.
import type { RequirementPage } from '@crm/shared';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath } from '../../portal/record-kinds';
import { useRequirementWords } from '../../portal/requirement-words';

const EXCERPT = 80;

/** A note's start, cut at a word: the contact's page shows it whole. */
export function excerpt(notes: string): string {
  const flat = notes.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT) return flat;
  const cut = flat.slice(0, EXCERPT);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function RequirementMatches({ rows, busy }: { rows: RequirementPage['data']; busy: boolean }) {
  const { t } = useTranslation('requirements');
  const words = useRequirementWords();
  return (
    <Paper variant="outlined" sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <TableContainer>
        <Table size="small" aria-label={t('search.results')} aria-busy={busy}>
          <TableHead>
            <TableRow>
              <TableCell>{t('search.columns.contact')}</TableCell>
              <TableCell>{t('fields.deal')}</TableCell>
              <TableCell>{t('fields.property_types')}</TableCell>
              <TableCell>{t('search.columns.size')}</TableCell>
              <TableCell>{t('fields.cities')}</TableCell>
              <TableCell>{t('fields.price_max')}</TableCell>
              <TableCell>{t('fields.notes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <Link to={detailPath('entity', r.entity_id)}>{r.entity_name}</Link>
                </TableCell>
                <TableCell>{t(`deals.${r.deal}`)}</TableCell>
                <TableCell>{words.types(r)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{words.size(r)}</TableCell>
                <TableCell>{words.cities(r)}</TableCell>
                <TableCell>{words.ceiling(r)}</TableCell>
                <TableCell title={r.notes ?? undefined} sx={{ color: 'text.secondary', minWidth: 200 }}>
                  {r.notes && excerpt(r.notes)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
