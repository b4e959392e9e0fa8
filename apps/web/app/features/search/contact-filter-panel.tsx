// The contacts tab's filter panel (issue 25): role flags and user types (any of those chosen), a
// linked address's city and province, the representative ("My contacts" or a staff member), and
// whether an email or a number is linked. Each value is kept as the API reads it (search-state.ts),
// so the URL, the search and the export carry the same text.
import { ROLE_FLAGS, USER_TYPES } from '@crm/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useStaffOptions } from '../../portal/staff';
import type { ContactFilter, Filters } from './search-state';

interface Props {
  filters: Filters;
  onChange: (name: ContactFilter, value: string) => void;
}

const list = (value: string | undefined) => (value ? value.split(',') : []);

export function ContactFilterPanel({ filters, onChange }: Props) {
  const { t } = useTranslation(['search', 'crm']);
  const staff = useStaffOptions();
  const common = (name: ContactFilter) => ({
    id: `search-${name}`,
    name,
    label: t(`search:panel.${name}`),
    size: 'small' as const,
    fullWidth: true,
  });
  const several = <T extends string>(
    name: 'roles' | 'user_types',
    values: readonly T[],
    label: (v: T) => string,
  ) => (
    <TextField
      {...common(name)}
      select
      value={list(filters[name])}
      onChange={(event) => {
        const chosen: unknown = event.target.value;
        onChange(name, Array.isArray(chosen) ? chosen.join(',') : String(chosen));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) =>
            Array.isArray(chosen)
              ? values
                  .filter((v) => chosen.includes(v))
                  .map(label)
                  .join(', ')
              : '',
        },
      }}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {label(value)}
        </MenuItem>
      ))}
    </TextField>
  );
  const linked = (name: 'has_email' | 'has_phone') => (
    <TextField
      {...common(name)}
      select
      value={filters[name] ?? ''}
      onChange={(event) => onChange(name, event.target.value)}
    >
      <MenuItem value="">{t('search:panel.any')}</MenuItem>
      <MenuItem value="true">{t('search:panel.with')}</MenuItem>
      <MenuItem value="false">{t('search:panel.without')}</MenuItem>
    </TextField>
  );
  return (
    <Box
      role="group"
      aria-label={t('search:panel.label')}
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {several('roles', ROLE_FLAGS, (flag) => t(`crm:roleFlags.${flag}`))}
      {several('user_types', USER_TYPES, (type) => t(`crm:userTypes.${type}`))}
      {(['city', 'province'] as const).map((name) => (
        <TextField
          key={name}
          {...common(name)}
          value={filters[name] ?? ''}
          onChange={(event) => onChange(name, event.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      ))}
      <TextField
        {...common('representative_id')}
        select
        value={filters.representative_id ?? ''}
        onChange={(event) => onChange('representative_id', event.target.value)}
      >
        <MenuItem value="">{t('search:panel.anyone')}</MenuItem>
        <MenuItem value="me">{t('search:panel.mine')}</MenuItem>
        {staff.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.name || member.email}
          </MenuItem>
        ))}
      </TextField>
      {linked('has_email')}
      {linked('has_phone')}
    </Box>
  );
}
