// The address form's map-data inputs (spec §3): place types (several), the map object type and
// class. Their options are the spec's lists.
import { OSM_CLASSES, OSM_TYPES, PLACE_TYPES } from '@crm/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useShowValue } from './show-value';

export function PlaceTypeField(props: {
  id: string;
  value: string[] | null;
  onPick: (types: string[]) => void;
}) {
  const { t } = useTranslation('addresses');
  const show = useShowValue();
  return (
    <TextField
      id={props.id}
      select
      label={t('fields.place_type')}
      value={props.value ?? []}
      onChange={(event) => props.onPick(event.target.value as unknown as string[])}
      fullWidth
      slotProps={{ select: { multiple: true, renderValue: (value) => show('place_type', value) } }}
    >
      {PLACE_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`placeTypes.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

type OsmType = (typeof OSM_TYPES)[number];

export function OsmTypeField(props: {
  id: string;
  value: string | null;
  onPick: (type: OsmType | null) => void;
}) {
  const { t } = useTranslation('addresses');
  return (
    <TextField
      id={props.id}
      select
      label={t('fields.liq_osm_type')}
      value={props.value ?? ''}
      onChange={(event) => props.onPick((event.target.value as OsmType) || null)}
      fullWidth
    >
      <MenuItem value="">
        <em>{t('none')}</em>
      </MenuItem>
      {OSM_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`osmTypes.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Free text with the spec's classes offered: the map data may name others, which are kept. */
export function OsmClassField(props: {
  id: string;
  value: string | null;
  onText: (text: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('addresses');
  const list = `${props.id}-options`;
  return (
    <>
      <TextField
        id={props.id}
        label={t('fields.liq_class')}
        value={props.value ?? ''}
        onChange={(event) => props.onText(event.target.value)}
        error={!!props.error}
        helperText={props.error}
        fullWidth
        slotProps={{ htmlInput: { list } }}
      />
      <datalist id={list}>
        {OSM_CLASSES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </>
  );
}
