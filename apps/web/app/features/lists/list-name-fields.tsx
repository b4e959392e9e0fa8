// A list's name and call cadence, as both the Lists page's "New list" and the search's "Save as
// list" ask them: the name required (its refusal, a clash with another of mine, shown under it),
// the cadence in days, empty for a list that is not a call list.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface ListNameFieldsProps {
  idPrefix: string;
  name: string;
  onName: (name: string) => void;
  cadence: string;
  onCadence: (cadence: string) => void;
  /** The refusal of the last save, shown under the name. */
  error?: string;
}

export function ListNameFields({ idPrefix, name, onName, cadence, onCadence, error }: ListNameFieldsProps) {
  const { t } = useTranslation('lists');
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('create.name')}
        value={name}
        onChange={(event) => onName(event.target.value)}
        required
        autoFocus
        fullWidth
        sx={{ my: 1 }}
        error={error !== undefined}
        helperText={error}
      />
      <TextField
        id={`${idPrefix}-cadence`}
        label={t('create.cadence')}
        helperText={t('create.cadenceHelp')}
        type="number"
        value={cadence}
        onChange={(event) => onCadence(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: 365 } }}
        fullWidth
      />
    </>
  );
}
