// An existing address or contact picked by typing part of it: the top matches of GET …/query
// (debounced, superseded requests aborted) in an Autocomplete. The link picker does the same with
// its own create-a-record choices, which a comp has no use for, so this one stays small.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from './query-keys';
import { type Choice, findAddresses, findContacts } from './record-lookups';
import { useDebounced } from './use-debounced';

const FIND = { address: findAddresses, entity: findContacts } as const;

export function RecordPicker({
  kind,
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  required = false,
  autoFocus = false,
}: {
  kind: 'address' | 'entity';
  id: string;
  label: string;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  /** The first field of its dialog: focused when the dialog opens. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('crm');
  const [text, setText] = useState(value?.label ?? '');
  // A value set from outside (an edit's fresher load) shows its label.
  const shown = value?.label;
  useEffect(() => {
    if (shown !== undefined) setText(shown);
  }, [shown]);
  const settled = useDebounced(text.trim());
  // The picker's key: what a new address or contact stales (the cache policy) stales these too.
  const results = useQuery({
    queryKey: queryKeys.pickerSearch(kind, settled),
    queryFn: ({ signal }) => FIND[kind](settled, signal),
    enabled: settled !== '' && settled !== value?.label,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const options = settled === '' ? [] : (results.data ?? []);
  return (
    <Autocomplete
      id={id}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_event, choice) => onChange(choice)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      // The server has matched already: every option it sent is shown.
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      loading={results.isFetching || text.trim() !== settled}
      loadingText={t('picker.searching')}
      noOptionsText={t('picker.noMatch')}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {option.detail ? `${option.label} — ${option.detail}` : option.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
