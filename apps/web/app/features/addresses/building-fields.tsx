// The building part of the address form: class, areas and occupancy, then the property's facts
// (issue 26, ADR 0040: year built, land, parking, zoning) and its sale (for sale, asking price,
// terms), each judged by the shared schema like every other field. A building whose occupancy
// comes from its rent roll shows it read-only, with where it comes from: it is computed, never sent.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../portal/editing/fields';
import type { RecordEditor } from '../../portal/editing/use-record-editor';
import { Group, numberSlots } from './address-fields';
import type { AddressForm } from './address-form-model';
import type { AddressDraft, NumberKey } from './address-values';

export function BuildingFields({
  editor,
  linkedCount,
  leasedFromRoll,
}: {
  editor: RecordEditor<AddressForm, AddressDraft>;
  /** A stored address's linked-contacts counter (read-only); none for a new address. */
  linkedCount?: number;
  /** The occupancy its rent roll gives, when it does. */
  leasedFromRoll?: number | null;
}) {
  const { t } = useTranslation('addresses');
  const { form, given } = editor;
  const field = useFieldProps(form, 'address');
  const text = (key: 'building_class' | 'zoning') => <TextField {...field(key, t(`fields.${key}`))} />;
  const number = (key: NumberKey, whole = false) => (
    <TextField {...field(key, t(`fields.${key}`))} slotProps={numberSlots({ whole })} />
  );
  const readOnly = (id: string, label: string, value: string, hint?: string) => (
    <TextField
      id={id}
      label={label}
      value={value}
      helperText={hint}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
  return (
    <Group title={t('groups.building')}>
      {text('building_class')}
      {number('rba')}
      {leasedFromRoll === undefined
        ? number('pct_leased')
        : readOnly(
            'address-pct_leased',
            t('fields.pct_leased'),
            leasedFromRoll === null ? '' : String(leasedFromRoll),
            t('fromRentRoll'),
          )}
      {number('year_built', true)}
      {number('land_area_sqft')}
      {number('parking_spaces', true)}
      {text('zoning')}
      {linkedCount !== undefined &&
        readOnly('address-n_linked_entities', t('fields.n_linked_entities'), String(linkedCount))}
      <Controller
        control={form.control}
        name="for_sale"
        render={({ field: flag }) => (
          <FormControlLabel
            label={t('fields.for_sale')}
            control={
              <Checkbox
                id="address-for_sale"
                name={flag.name}
                checked={flag.value === true}
                // Unticked is "not for sale", unless nothing was said before: then still nothing.
                onChange={(event) =>
                  flag.onChange(event.target.checked ? true : given.for_sale === null ? null : false)
                }
                onBlur={flag.onBlur}
                slotProps={{ input: { ref: flag.ref } }}
              />
            }
          />
        )}
      />
      {number('asking_price')}
      <TextField
        {...field('sale_terms', t('fields.sale_terms'))}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Group>
  );
}
