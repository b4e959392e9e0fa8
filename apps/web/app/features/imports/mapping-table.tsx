// Which field each column fills: the server's guess from the headers, every one changeable, any
// column ignored; an ignored column says how many values it leaves behind.
import { IMPORT_FIELDS, type ImportDryRun, type ImportKind } from '@crm/shared';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from './use-field-label';

const IGNORE = '';

export function MappingTable({
  kind,
  columns,
  onChange,
}: {
  kind: ImportKind;
  columns: ImportDryRun['columns'];
  onChange: (header: string, field: string | null) => void;
}) {
  const { t } = useTranslation('imports');
  const label = useFieldLabel(kind);
  return (
    // A phone scrolls the table, not the page.
    <TableContainer>
      <Table size="small" aria-label={t('mapping.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('mapping.column')}</TableCell>
            <TableCell>{t('mapping.field')}</TableCell>
            <TableCell>{t('mapping.leftBehind')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map(({ header, field, left_behind }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are positional and may repeat a header
            <TableRow key={`${index}-${header}`}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{header}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  id={`import-map-${index}`}
                  label={t('mapping.fieldOf', { header })}
                  value={field ?? IGNORE}
                  onChange={(event) => onChange(header, event.target.value || null)}
                  // An ignored column shows "Ignore this column", not an empty box.
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value={IGNORE}>
                    <em>{t('mapping.ignore')}</em>
                  </MenuItem>
                  {IMPORT_FIELDS[kind].map((name) => (
                    <MenuItem key={name} value={name}>
                      {label(name)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell data-testid="import-left-behind">
                {left_behind ? t('mapping.values', { count: left_behind }) : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
