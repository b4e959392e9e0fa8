import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LinkKind } from '../../portal/record-kinds';
import type { Choice } from './link-api';
import type { usePickerSearch } from './use-picker-search';

/** The record the picker will link: an existing one, or 'new' (created from the text typed). */
export type Picked = Choice | 'new' | null;

const NEW = 'new';
const radioValue = (picked: Picked) => (picked === null ? '' : picked === 'new' ? NEW : `id:${picked.id}`);

/** The matching records as radio buttons (arrow keys move between them), plus "New …" when the
 * text may become a new record. The chosen record stays listed while the search moves on. */
export function PickerChoices({
  kind,
  search,
  text,
  creatable,
  exclude,
  linked,
  value,
  onChange,
  error,
}: {
  kind: LinkKind;
  search: ReturnType<typeof usePickerSearch>;
  text: string;
  creatable: boolean;
  /** The owner itself: a contact cannot be linked to itself. */
  exclude?: string;
  linked: ReadonlySet<string>;
  value: Picked;
  onChange: (picked: Picked) => void;
  error?: string;
}) {
  const { t } = useTranslation('links');
  const found = search.results.filter((c) => c.id !== exclude);
  const options =
    value && value !== 'new' && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  const status = search.failed
    ? t('err.search')
    : search.searching
      ? t('picker.searching')
      : search.settled === ''
        ? t('picker.typeToSearch')
        : found.length === 0
          ? t('picker.noResults')
          : '';

  return (
    <FormControl component="fieldset" error={!!error} data-testid="add-link-choices">
      <FormLabel component="legend">{t('picker.choices')}</FormLabel>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {status}
      </Typography>
      <RadioGroup
        name="add-link-choice"
        value={radioValue(value)}
        onChange={(event) => {
          const v = event.target.value;
          onChange(v === NEW ? 'new' : (options.find((c) => `id:${c.id}` === v) ?? null));
        }}
      >
        {options.map((c) => (
          <FormControlLabel
            key={c.id}
            value={`id:${c.id}`}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {c.label}
                {/* A real space, so the radio's accessible name reads "x (already linked)". */}
                {(c.detail || linked.has(c.id)) && ' '}
                {(c.detail || linked.has(c.id)) && (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 0.5 }}>
                    {[c.detail, linked.has(c.id) ? `(${t('picker.alreadyLinked')})` : null]
                      .filter(Boolean)
                      .join(' ')}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
        {creatable && text !== '' && !search.searching && kind !== 'address' && (
          <FormControlLabel
            value={NEW}
            control={<Radio />}
            label={
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {t(`picker.createNew.${kind}`, { value: text })}
              </Box>
            }
          />
        )}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
