// Spec §3–§5: one form for a new address and for editing one, on the portal's record editor (the
// same original/diff/confirm/save cycle as every record). Editing: Update (top and bottom) opens
// the confirm dialog with the diff. New: Create sends the form and opens the new address.
import { type AddressComplete, type AddressComponent, CITY_FIELDS, COUNTRIES } from '@crm/shared';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { get, useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NotesField, useFieldProps } from '../../portal/editing/fields';
import { type RecordEditor, useRecordEditor } from '../../portal/editing/use-record-editor';
import { useFieldMessage } from '../../portal/use-message';
import { type LooseT, labelOf } from './address-checks';
import { ComponentField, Group, numberSlots } from './address-fields';
import {
  addressResolver,
  type AddressForm as FormValues,
  readAddressForm,
  toAddressForm,
} from './address-form-model';
import {
  type AddressDraft,
  cityOf,
  cityPartsShown,
  createBody,
  draftOf,
  EDITABLE_KEYS,
  EMPTY_DRAFT,
  levelKey,
  type NumberKey,
  sortPlaceTypes,
  weakestLevel,
  withCity,
  withComponent,
} from './address-values';
import { BuildingFields } from './building-fields';
import { OsmClassField, OsmTypeField, PlaceTypeField } from './map-data-fields';
import { useShowValue } from './show-value';

type Editor = RecordEditor<FormValues, AddressDraft>;

const ExpandIcon = createSvgIcon(<path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />, 'ExpandMore');

/** The geocoder's internals (issue 25): folded under "Address details" until asked for. */
const MAP_DATA_KEYS = [
  'place_type',
  'liq_osm_type',
  'liq_class',
  'liq_type',
  'liq_importance',
  'liq_haversine_distance',
  'confidence',
] as const satisfies readonly (keyof FormValues)[];

// A building's occupancy from its rent roll is computed, not entered (ADR 0040): the form holds none
// for it, so no save ever sends it and the stored value stays as entered.
const toForm = (record: AddressComplete) =>
  toAddressForm(record.pct_leased_from_leases ? { ...draftOf(record), pct_leased: null } : draftOf(record));
const BLANK = toAddressForm(EMPTY_DRAFT);
const editResolver = addressResolver('edit');
const newResolver = addressResolver('new');

/** The confirm dialog's lines: each changed field by its label, its value as the form shows it. */
function useDescribe() {
  const { t } = useTranslation(['addresses', 'crm']);
  const show = useShowValue();
  return (body: Partial<AddressDraft>) =>
    EDITABLE_KEYS.filter((key) => key in body).map((key) => ({
      label: labelOf(t as unknown as LooseT, key),
      value: show(key, body[key]),
    }));
}

/** An address's detail: the form in edit mode, its changes confirmed before they are saved. */
export function EditAddressForm({ record }: { record: AddressComplete }) {
  const editor = useRecordEditor({
    kind: 'address',
    id: record.uuid,
    record,
    toForm,
    resolver: editResolver,
    mode: 'onChange',
    describe: useDescribe(),
  });
  return (
    <AddressFields
      editor={editor}
      mode="edit"
      linkedCount={record.n_linked_entities}
      leasedFromRoll={record.pct_leased_from_leases ? record.pct_leased : undefined}
    />
  );
}

/** A new address from the pipeline's `draft`; `blocked` while it already exists ('exists!'). */
export function NewAddressForm({ draft, blocked }: { draft: AddressDraft; blocked: boolean }) {
  const editor = useRecordEditor({
    kind: 'address',
    blank: BLANK,
    start: toAddressForm(draft),
    resolver: newResolver,
    mode: 'onChange',
    toBody: createBody,
  });
  return <AddressFields editor={editor} mode="new" blocked={blocked} />;
}

interface FieldsProps {
  editor: Editor;
  mode: 'new' | 'edit';
  blocked?: boolean;
  /** Read-only: the linked-contacts counter of a stored address. */
  linkedCount?: number;
  /** Read-only: a building's occupancy from its rent roll (undefined when it is entered). */
  leasedFromRoll?: number | null;
}

function AddressFields({ editor, mode, blocked, linkedCount, leasedFromRoll }: FieldsProps) {
  const { t } = useTranslation(['addresses', 'crm']);
  const { form, given } = editor;
  const values = useWatch({ control: form.control }) as FormValues;
  const { errors } = useFormState({ control: form.control });
  const field = useFieldProps(form, 'address');
  const fieldMessage = useFieldMessage();
  const err = (key: string) => {
    const message = (get(errors, key) as { message?: string } | undefined)?.message;
    return message ? fieldMessage(message) : undefined;
  };

  /** Sets the parts a rule changed (a component and its level, the city's five and theirs). */
  const apply = (next: AddressDraft, keys: readonly (keyof FormValues)[]) => {
    const shown = toAddressForm(next);
    for (const key of keys) form.setValue(key, shown[key], { shouldValidate: true });
  };
  const read = () => readAddressForm(form.getValues()).draft;
  const supplied = readAddressForm(given).draft;
  const setPart = (part: AddressComponent, text: string) =>
    apply(withComponent(read(), part, text, supplied), [part, levelKey(part)]);

  const component = (part: AddressComponent, children?: ReactNode) => (
    <Part editor={editor} name={part} onText={(text) => setPart(part, text)} error={err(part)}>
      {children}
    </Part>
  );
  const text = (key: 'property_type' | 'liq_type') => <TextField {...field(key, t(`fields.${key}`))} />;
  const number = (
    key: NumberKey,
    extra: { disabled?: boolean; placeholder?: string; hint?: string } = {},
  ) => (
    <TextField
      {...field(key, t(`fields.${key}`), { hint: extra.hint })}
      disabled={extra.disabled}
      placeholder={extra.placeholder}
      slotProps={numberSlots({ placeholder: !!extra.placeholder })}
    />
  );
  const city = readAddressForm(values).draft;
  // Folded by default; a field inside that is found wrong, as typed or at submit, unfolds it, so
  // its message is seen and the submit's focus can reach it.
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsWrong = MAP_DATA_KEYS.some((key) => !!get(errors, key));
  useEffect(() => {
    if (detailsWrong) setDetailsOpen(true);
  }, [detailsWrong]);

  const submitButton = (where: string) => (
    <Button
      type="submit"
      variant="contained"
      disabled={!editor.dirty || editor.busy || (mode === 'new' && !!blocked)}
      data-testid={`address-submit-${where}`}
    >
      {mode === 'new' ? t('crm:actions.create') : t('crm:actions.update')}
    </Button>
  );

  return (
    <Box
      component="form"
      onSubmit={(event: FormEvent) => {
        if (detailsWrong) setDetailsOpen(true);
        editor.onSubmit(event);
      }}
      noValidate
      aria-label={t('detail.form')}
    >
      {mode === 'edit' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{submitButton('top')}</Box>
      )}
      {mode === 'new' && (
        <TextField
          id="address-address"
          label={t('fields.address')}
          value={values.address}
          disabled
          fullWidth
          error={!!err('address')}
          helperText={err('address')}
          sx={{ mb: 2 }}
        />
      )}
      <Group title={t('groups.address')}>
        {text('property_type')}
        {component('point_of_interest')}
        {component('post_box')}
        {component('subpremise')}
        {component('street_number')}
        {component('route')}
        <Part
          editor={editor}
          name="locality"
          id="address-city"
          label={t('fields.city')}
          value={cityOf(city)}
          level={weakestLevel(cityPartsShown(city).map((part) => city[levelKey(part)]))}
          onText={(value) =>
            apply(withCity(read(), value, supplied), [...CITY_FIELDS, ...CITY_FIELDS.map(levelKey)])
          }
          error={CITY_FIELDS.map((part) => err(part)).find(Boolean)}
        />
        {component('administrative_area_level_1')}
        {component(
          'country',
          [
            <MenuItem key="" value="">
              <em>{t('none')}</em>
            </MenuItem>,
          ].concat(
            COUNTRIES.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`countries.${code}`)}
              </MenuItem>
            )),
          ),
        )}
        {component('postal_code')}
        {component('postal_code_suffix')}
      </Group>
      <Accordion
        expanded={detailsOpen}
        onChange={(_event, open) => setDetailsOpen(open)}
        variant="outlined"
        disableGutters
        sx={{ mb: 3 }}
        data-testid="address-details"
      >
        <AccordionSummary
          expandIcon={<ExpandIcon />}
          id="address-details-header"
          aria-controls="address-details-content"
        >
          <Typography component="span" variant="h6">
            {t('detail.fields')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="address-details-content">
          <Group title={t('groups.mapData')}>
            <PlaceTypeField
              id="address-place_type"
              value={values.place_type}
              onPick={(picked) =>
                form.setValue(
                  'place_type',
                  picked.length ? sortPlaceTypes(picked) : given.place_type?.length === 0 ? [] : null,
                )
              }
            />
            <OsmTypeField
              id="address-liq_osm_type"
              value={values.liq_osm_type}
              onPick={(value) => form.setValue('liq_osm_type', value)}
            />
            <OsmClassField
              id="address-liq_class"
              value={values.liq_class}
              onText={(value) => form.setValue('liq_class', value, { shouldValidate: true })}
              error={err('liq_class')}
            />
            {text('liq_type')}
            {number('liq_importance')}
            {number('liq_haversine_distance')}
            {mode === 'new'
              ? number('confidence', { placeholder: t('autocalculated') })
              : number('confidence', { disabled: true, hint: t('confidenceLocked') })}
          </Group>
        </AccordionDetails>
      </Accordion>
      <BuildingFields editor={editor} linkedCount={linkedCount} leasedFromRoll={leasedFromRoll} />
      <NotesField form={form} idPrefix="address" label={t('fields.notes')} />
      {Object.keys(errors).length > 0 && editor.dirty && (
        <Typography role="status" sx={{ mt: 2, color: 'error.main' }}>
          {t('fixErrors')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>{submitButton('bottom')}</Box>
      {editor.dialogs}
    </Box>
  );
}

/** A component input bound to the form (its ref takes the focus when a submit finds it wrong),
 * showing its confirmation level; a select when it has options (children). */
function Part({
  editor,
  name,
  id = `address-${name}`,
  label,
  value,
  level,
  onText,
  error,
  children,
}: {
  editor: Editor;
  name: AddressComponent;
  id?: string;
  label?: string;
  value?: string;
  level?: AddressDraft[`${AddressComponent}_confirmation_level`];
  onText: (text: string) => void;
  error: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('addresses');
  const { field } = useController({ name, control: editor.form.control });
  const levelOf = useWatch({ control: editor.form.control, name: levelKey(name) });
  return (
    <ComponentField
      id={id}
      select={!!children}
      label={label ?? t(`fields.${name}`)}
      value={value ?? (field.value as string)}
      onText={onText}
      onBlur={field.onBlur}
      inputRef={field.ref}
      level={level === undefined ? levelOf : level}
      error={error}
    >
      {children}
    </ComponentField>
  );
}
