import type { PlaceSuggestion } from '@crm/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../portal/use-debounced';
import { useMessage } from '../../portal/use-message';
import { refusalKey, suggestAddresses } from './places-api';

/** Searching starts at 3 characters (spec §9: an address is longer than 3) and waits for a pause
 * in the typing, so the pipeline is asked once per word, not once per key. */
const MIN_LENGTH = 3;
const DEBOUNCE_MS = 300;

/** Spec §2's first step of a new address: an autocomplete ('Starting entering new address...')
 * listing the pipeline's suggestions as the user types ('Select address from results'). */
export function AddressSearch({ onPick }: { onPick: (suggestion: PlaceSuggestion) => void }) {
  const { t } = useTranslation('addresses');
  const tv = useMessage();
  const [input, setInput] = useState('');
  const term = useDebounced(input.trim(), DEBOUNCE_MS);
  const [picked, setPicked] = useState<PlaceSuggestion | null>(null);

  const searchable = term.length >= MIN_LENGTH;
  const suggestions = useQuery({
    queryKey: ['places', 'street_address', term],
    queryFn: ({ signal }) => suggestAddresses(term, signal),
    enabled: searchable,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options = searchable ? (suggestions.data?.data ?? []) : [];
  const tooShort = input.trim().length < MIN_LENGTH;
  const refused = refusalKey(suggestions.error);

  return (
    <Autocomplete
      id="new-address-search"
      options={options}
      // The pipeline already matched the text; the list shows its answer as it is.
      filterOptions={(x) => x}
      getOptionLabel={(option) => option.description}
      isOptionEqualToValue={(a, b) => a.place_id === b.place_id}
      value={picked}
      onChange={(_event, option) => {
        setPicked(option);
        if (option) onPick(option);
      }}
      inputValue={input}
      onInputChange={(_event, value) => setInput(value)}
      loading={searchable && suggestions.isFetching}
      loadingText={t('new.searching')}
      noOptionsText={
        tooShort
          ? t('new.typeMore')
          : suggestions.isError
            ? refused
              ? tv(refused)
              : t('new.searchFailed')
            : t('new.noResults')
      }
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography>{option.main_text}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {option.secondary_text}
              </Typography>
            </Box>
            {option.existing_uuid && (
              // Plain text here: a link inside an option could not be reached; the flag after the
              // pick is the link.
              <Typography variant="body2" sx={{ color: '#9c4a00', fontWeight: 500 }}>
                {tv('exists')}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label={t('new.search')} helperText={t('new.pick')} autoFocus />
      )}
    />
  );
}
