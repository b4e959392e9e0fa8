// The deals tab's filters (issue 27): GET /deals' pipeline, stage, owner and expected close range
// (the city is a text filter, beside them). Each value is kept as the API reads it, so the URL and
// the search carry the same text.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePipelines, usePipelineWords } from '../../portal/pipelines';
import { useStaffOptions } from '../../portal/staff';
import type { DealFilter, Filters } from './search-state';

interface Props {
  filters: Filters;
  onChange: (name: DealFilter, value: string) => void;
}

export function DealFilterPanel({ filters, onChange }: Props) {
  const { t } = useTranslation('deals');
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const staff = useStaffOptions();
  const pipeline = pipelines.find((p) => p.id === filters.pipeline_id);
  const field = (name: DealFilter, label: string) => ({
    id: `search-${name}`,
    name,
    label,
    value: filters[name] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    size: 'small' as const,
    fullWidth: true,
  });
  return (
    <Box
      role="group"
      aria-label={t('title')}
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
      }}
    >
      <TextField
        {...field('pipeline_id', t('field.pipeline'))}
        select
        onChange={(event) => {
          // A stage belongs to one pipeline: changing the pipeline forgets it.
          onChange('stage_id', '');
          onChange('pipeline_id', event.target.value);
        }}
      >
        <MenuItem value="">{t('field.any')}</MenuItem>
        {pipelines.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {words.pipeline(p)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('stage_id', t('field.stage'))} select disabled={!pipeline}>
        <MenuItem value="">{t('field.any')}</MenuItem>
        {pipeline?.stages.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {words.stage(s)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('owner_id', t('field.owner'))} select>
        <MenuItem value="">{t('board.anyone')}</MenuItem>
        {staff.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.name || member.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('close_from', t('field.close_from'))}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field('close_to', t('field.close_to'))}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
