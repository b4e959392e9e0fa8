import type { MessageKey } from '@crm/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../portal/use-message';
import { ContactFilterPanel } from './contact-filter-panel';
import { DealFilterPanel } from './deal-filter-panel';
import {
  FILTERS,
  type FilterName,
  type Filters,
  type MinFilter,
  type Tab,
  type TextFilter,
} from './search-state';

/** Phone keyboards suited to the field. */
const INPUT_MODE: Partial<Record<FilterName, 'email' | 'tel'>> = { email: 'email', phone_number: 'tel' };

/** Spec §5's message of a search without text, per tab (deals list by any filter: none). */
const REQUIRED: Partial<Record<Tab, MessageKey>> = {
  addresses: 'addresses.val.req',
  contacts: 'entities.val.req',
  emails: 'emails.val.req',
  numbers: 'numbers.val.req',
};

interface Props {
  tab: Tab;
  filters: Filters;
  errors: Partial<Record<FilterName, MessageKey>>;
  /** Says why nothing is searched: no text, though the user has been at it. */
  needsText: boolean;
  onChange: (name: FilterName, value: string) => void;
}

/** The open tab's filters (spec §3): its text filters, then its minimum counts (numbers ≥ 0). */
export function SearchFilters({ tab, filters, errors, needsText, onChange }: Props) {
  const { t } = useTranslation('search');
  const tv = useMessage();
  const { text, min } = FILTERS[tab];
  const field = (name: TextFilter | MinFilter) => {
    const error = errors[name] ?? (needsText && name === text[0] ? REQUIRED[tab] : undefined);
    return {
      id: `search-${name}`,
      name,
      label: t(`fields.${name}`),
      value: filters[name] ?? '',
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
      error: !!error,
      helperText: error ? tv(error) : undefined,
      size: 'small' as const,
      fullWidth: true,
    };
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filtersLabel')}
      // Results follow the typing; Enter must not reload the page.
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        // Text filters take a whole row on phones; the short minimum fields go two by two.
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {text.map((name) => (
        <TextField
          key={name}
          {...field(name)}
          sx={{ gridColumn: { xs: 'span 2', sm: 'auto' } }}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 255, inputMode: INPUT_MODE[name] ?? 'text' } }}
        />
      ))}
      {min.map((name) => (
        <TextField
          key={name}
          {...field(name)}
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      ))}
      {tab === 'contacts' && <ContactFilterPanel filters={filters} onChange={onChange} />}
      {tab === 'deals' && <DealFilterPanel filters={filters} onChange={onChange} />}
    </Box>
  );
}
