import { type AddressComponent, COUNTRIES, type MessageKey } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmChangesDialog } from '../../portal/editing/confirm-changes-dialog';
import { buildDiff, NEVER_SENT, sameValue } from '../../portal/editing/diff';
import { useMessage } from '../../portal/use-message';
import { fieldErrors, type LooseT, labelOf, type Texts } from './address-checks';
import { ComponentField, NotesField } from './address-fields';
import {
  type AddressDraft,
  CITY_PARTS,
  cityOf,
  cityPartsShown,
  type EditableKey,
  levelKey,
  type NumberKey,
  parseNumber,
  showNumber,
  sortPlaceTypes,
  weakestLevel,
  withCity,
  withComponent,
} from './address-values';
import { OsmClassField, OsmTypeField, PlaceTypeField } from './map-data-fields';
import { useShowValue } from './show-value';

export interface AddressFormProps {
  mode: 'new' | 'edit';
  /** The copy the form compares against: Update/Create stay disabled while the form equals it. */
  original: AddressDraft;
  /** The values the form starts from (the stored address, or the pipeline's for a new one). */
  address: AddressDraft;
  /** Editing: sends the changed fields; true once saved (the parent then supplies the new original). */
  onSave?: (diff: Partial<AddressDraft>) => Promise<boolean>;
  /** New: creates the address from the whole form. */
  onCreate?: (values: AddressDraft) => Promise<void>;
  /** Extra reason to refuse Create (the address already exists). */
  blocked?: boolean;
  /** Whether the user has changed the supplied values (what leaving the page would lose). */
  onEditedChange?: (edited: boolean) => void;
  /** Read-only extras shown with the form (the linked-contacts counter). */
  linkedCount?: number;
}

const NOT_COMPARED = [...NEVER_SENT];

/** Spec §3–§5: one form for a new address and for editing one. It keeps a working copy that resets
 * whenever the supplied address or the original changes (by value, so a refetch that only brings
 * new links keeps the user's edits). Editing: Update (top and bottom) opens the confirm dialog with
 * the diff; Save sends only the diff, Discard restores the original. New: Create sends the form. */
export function AddressForm(props: AddressFormProps) {
  const { mode, original, address, onSave, onCreate, blocked, onEditedChange } = props;
  const { t } = useTranslation(['addresses', 'crm']);
  const tv = useMessage();
  const show = useShowValue();
  const [current, setCurrent] = useState(address);
  const [texts, setTexts] = useState<Texts>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const supplied = useRef({ original, address });
  useEffect(() => {
    const last = supplied.current;
    supplied.current = { original, address };
    if (sameValue(last.original, original) && sameValue(last.address, address)) return;
    setCurrent(address);
    setTexts({});
  }, [original, address]);

  const changed = !sameValue(buildDiff(original, current, NOT_COMPARED), {});
  const typedButUnread = Object.entries(texts).some(
    ([k, text]) => parseNumber(k as NumberKey, text ?? '') === undefined,
  );
  const dirty = changed || typedButUnread;
  // For a new address the pipeline's values differ from the empty original but are not the user's.
  const edited = typedButUnread || !sameValue(buildDiff(address, current, NOT_COMPARED), {});
  useEffect(() => onEditedChange?.(edited), [edited, onEditedChange]);

  const errors = fieldErrors(mode, current, texts);
  const err = (key: string) => (errors[key] ? tv(errors[key] as MessageKey) : undefined);
  const id = (key: string) => `address-${key}`;
  const diff = buildDiff(original, current, NOT_COMPARED);

  const setText = (part: AddressComponent, text: string) =>
    setCurrent(withComponent(current, part, text, address));
  const setField = (key: EditableKey, value: unknown) => setCurrent({ ...current, [key]: value });
  const setNumber = (key: NumberKey, text: string) => {
    setTexts({ ...texts, [key]: text });
    const value = parseNumber(key, text);
    if (value !== undefined) setField(key, value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || busy) return;
    const firstError = Object.keys(errors)[0];
    if (firstError) {
      formRef.current
        ?.querySelector<HTMLElement>(`[id="${id(firstError === 'locality' ? 'city' : firstError)}"]`)
        ?.focus();
      return;
    }
    if (mode === 'edit') return setConfirming(true);
    setBusy(true);
    try {
      await onCreate?.(current);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    setBusy(true);
    const saved = await onSave?.(diff).catch(() => false);
    setBusy(false);
    // Saved: the parent supplies the new original and the form follows. Failed: edits stay.
    setConfirming(false);
    if (saved) setTexts({});
  };

  const discard = () => {
    setCurrent(original);
    setTexts({});
    setConfirming(false);
  };

  const component = (part: AddressComponent, extra: { label?: string } = {}) => (
    <ComponentField
      id={id(part)}
      label={extra.label ?? t(`fields.${part}` as never)}
      value={(current[part] as string | null) ?? ''}
      onText={(text) => setText(part, text)}
      level={current[levelKey(part)]}
      error={err(part)}
    />
  );
  const text = (key: 'property_type' | 'liq_type' | 'building_class') => (
    <TextField
      id={id(key)}
      label={t(`fields.${key}`)}
      value={current[key] ?? ''}
      onChange={(event) => setField(key, event.target.value === '' ? null : event.target.value)}
      error={!!err(key)}
      helperText={err(key)}
      fullWidth
    />
  );
  const number = (
    key: NumberKey,
    extra: { disabled?: boolean; placeholder?: string; hint?: string } = {},
  ) => (
    <TextField
      id={id(key)}
      label={t(`fields.${key}`)}
      value={texts[key] ?? showNumber(key, current[key])}
      onChange={(event) => setNumber(key, event.target.value)}
      error={!!err(key)}
      helperText={err(key) ?? extra.hint}
      disabled={extra.disabled}
      placeholder={extra.placeholder}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        inputLabel: extra.placeholder ? { shrink: true } : undefined,
        // A disabled field's hint says why; it keeps a readable colour (WCAG AA).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    />
  );
  const cityParts = cityPartsShown(current);

  const submitLabel = mode === 'new' ? t('crm:actions.create') : t('crm:actions.update');
  const submitDisabled = !dirty || busy || (mode === 'new' && !!blocked);
  const submitButton = (where: string) => (
    <Button
      type="submit"
      variant="contained"
      disabled={submitDisabled}
      data-testid={`address-submit-${where}`}
    >
      {submitLabel}
    </Button>
  );

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate aria-label={t('detail.fields')}>
      {mode === 'edit' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{submitButton('top')}</Box>
      )}
      {mode === 'new' && (
        <TextField
          id={id('address')}
          label={t('fields.address')}
          value={current.address}
          disabled
          fullWidth
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
        <ComponentField
          id={id('city')}
          label={t('fields.city')}
          value={cityOf(current)}
          onText={(value) => setCurrent(withCity(current, value, address))}
          level={weakestLevel(cityParts.map((part) => current[levelKey(part)]))}
          error={CITY_PARTS.map((part) => err(part)).find(Boolean)}
        />
        {component('administrative_area_level_1')}
        <ComponentField
          id={id('country')}
          select
          label={t('fields.country')}
          value={current.country ?? ''}
          onText={(value) => setText('country', value)}
          level={current.country_confirmation_level}
          error={err('country')}
        >
          <MenuItem value="">
            <em>{t('none')}</em>
          </MenuItem>
          {COUNTRIES.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`countries.${code}`)}
            </MenuItem>
          ))}
        </ComponentField>
        {component('postal_code')}
        {component('postal_code_suffix')}
      </Group>
      <Group title={t('groups.mapData')}>
        <PlaceTypeField
          id={id('place_type')}
          value={current.place_type}
          onPick={(picked) =>
            setField(
              'place_type',
              picked.length ? sortPlaceTypes(picked) : address.place_type?.length === 0 ? [] : null,
            )
          }
        />
        <OsmTypeField
          id={id('liq_osm_type')}
          value={current.liq_osm_type}
          onPick={(value) => setField('liq_osm_type', value)}
        />
        <OsmClassField
          id={id('liq_class')}
          value={current.liq_class}
          onText={(value) => setField('liq_class', value === '' ? null : value)}
          error={err('liq_class')}
        />
        {text('liq_type')}
        {number('liq_importance')}
        {number('liq_haversine_distance')}
        {mode === 'new'
          ? number('confidence', { placeholder: t('autocalculated') })
          : number('confidence', { disabled: true, hint: t('confidenceLocked') })}
      </Group>
      <Group title={t('groups.building')}>
        {text('building_class')}
        {number('rba')}
        {number('pct_leased')}
        {mode === 'edit' && (
          <TextField
            id={id('n_linked_entities')}
            label={t('fields.n_linked_entities')}
            value={props.linkedCount ?? 0}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        )}
      </Group>
      <NotesField
        id={id('notes')}
        label={t('fields.notes')}
        value={current.notes ?? ''}
        onText={(value) => setField('notes', value === '' ? null : value)}
        error={err('notes')}
      />
      {Object.keys(errors).length > 0 && dirty && (
        <Typography role="status" sx={{ mt: 2, color: 'error.main' }}>
          {t('fixErrors')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>{submitButton('bottom')}</Box>
      {mode === 'edit' && (
        <ConfirmChangesDialog
          open={confirming}
          changes={Object.entries(diff).map(([key, value]) => ({
            label: labelOf(t as unknown as LooseT, key),
            value: show(key, value),
          }))}
          saving={busy}
          onDiscard={discard}
          onSave={save}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
