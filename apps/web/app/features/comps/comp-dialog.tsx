// A new comp (issue 26), or an edit of one: its kind, an existing address, the day, area and type,
// and the kind's own figures and parties. Checked by the shared CompCreate schema; a refusal keeps
// what was typed and says why, on the field when the server names one. An edit is sent with the
// version it was loaded at (If-Match): a 412 keeps what was typed and says so. The kind stays.
import { COMP_KINDS, type Comp, CompCreate, type CompKind, PROPERTY_TYPES } from '@crm/shared';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isStale } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { SelectField, useFieldError, useFieldProps } from '../../portal/editing/fields';
import { FormDialog } from '../../portal/editing/form-dialog';
import { schemaResolver } from '../../portal/editing/schema-resolver';
import { useLoadedVersion } from '../../portal/editing/use-loaded-version';
import { useNotify } from '../../portal/notify';
import { RecordPicker } from '../../portal/record-picker';
import { useErrorText } from '../../portal/use-message';
import { blankComp, type CompFormValues, compFormOf, compInput, compUpdateOf } from './comp-form-model';
import { createComp, loadComp, updateComp } from './comps-api';

const checkSchema = schemaResolver<CompFormValues, CompCreate>(CompCreate, compInput);
/** The shared schema's verdict, except that no address picked reads "Required", not as a malformed
 * record id (which the schema says of the empty id it is given). */
const resolver: Resolver<CompFormValues, unknown, CompCreate> = async (values, context, options) => {
  const result = await checkSchema(values, context, options);
  if (!values.address_id && result.errors.address_id)
    result.errors.address_id = { type: 'required', message: 'val.required' };
  return result;
};
type PickedField = 'address_id' | 'buyer_id' | 'seller_id' | 'tenant_id';

export function CompDialog({
  kind,
  editing,
  onClose,
}: {
  kind: CompKind;
  /** The comp to edit; none to enter one. */
  editing?: Comp;
  onClose: () => void;
}) {
  const { t } = useTranslation('comps');
  const notify = useNotify();
  const errorText = useErrorText();
  const cache = useCachePolicy();
  const form = useForm<CompFormValues, unknown, CompCreate>({
    defaultValues: editing ? compFormOf(editing) : blankComp(kind),
    resolver,
  });
  const field = useFieldProps(form, 'comp');
  const chosen = useWatch({ control: form.control, name: 'kind' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { etag, ready } = useLoadedVersion({
    editing,
    load: loadComp,
    reset: form.reset,
    formOf: compFormOf,
    onError: (error) => setRefusal(errorText(error)),
  });

  const submit = form.handleSubmit(async (checked) => {
    setBusy(true);
    setRefusal(null);
    try {
      if (editing) await updateComp(editing.id, compUpdateOf(checked), etag.current);
      else await createComp(checked);
      await cache.compsChanged();
      notify(t('dialog.saved'), 'success');
      onClose();
    } catch (error) {
      console.error('Comp save failed', error);
      if (isStale(error)) {
        // Saved by someone else meanwhile: the next save puts these values over that version.
        etag.current = error.etag;
        setRefusal(t('dialog.stale'));
      } else setRefusal(errorText(error));
      if (error instanceof ApiError)
        for (const [name, key] of Object.entries(error.fieldKeys))
          if (name in form.getValues())
            form.setError(name as FieldPath<CompFormValues>, { type: 'server', message: key });
    } finally {
      setBusy(false);
    }
  });

  const errorOf = useFieldError(form);
  const picker = (name: PickedField, label: string, hint?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <RecordPicker
          kind={name === 'address_id' ? 'address' : 'entity'}
          id={`comp-${name}`}
          label={label}
          value={f.value}
          onChange={f.onChange}
          required={name === 'address_id'}
          error={!!errorOf(name)}
          helperText={errorOf(name) ?? hint}
        />
      )}
    />
  );
  const select = (
    name: 'kind' | 'property_type',
    label: string,
    options: readonly string[],
    text: (o: string) => string,
  ) => (
    <SelectField
      form={form}
      name={name}
      idPrefix="comp"
      label={label}
      required
      // A sale is not edited into a lease (the API refuses it): delete it and enter the lease.
      disabled={name === 'kind' && !!editing}
      choices={options.map((o) => [o, text(o)] as const)}
    />
  );
  const number = (name: FieldPath<CompFormValues>, label: string, required = false) => (
    <TextField {...field(name, label, { required })} inputMode="decimal" />
  );

  return (
    <FormDialog
      title={t(editing ? 'dialog.editTitle' : 'dialog.title')}
      busy={busy}
      dirty={form.formState.isDirty}
      refusal={refusal}
      refusalTestId="comp-refusal"
      cancel={t('dialog.cancel')}
      save={t('dialog.save')}
      saveDisabled={!ready}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {select('kind', t('dialog.kind'), COMP_KINDS, (k) => t(`kindOf.${k as CompKind}`))}
      {picker('address_id', t('dialog.address'), t('dialog.addressHelp'))}
      <TextField
        {...field('date_on', t('dialog.date'), { required: true })}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {number('area_sqft', t('dialog.area'), true)}
      {select('property_type', t('dialog.type'), PROPERTY_TYPES, (o) => t(`types.${o as 'office'}`))}
      {chosen === 'sale' ? (
        <>
          {number('price', t('dialog.price'), true)}
          {number('cap_rate', t('dialog.capRate'))}
          {picker('buyer_id', t('dialog.buyer'), t('dialog.contactHelp'))}
          {picker('seller_id', t('dialog.seller'), t('dialog.contactHelp'))}
        </>
      ) : (
        <>
          {number('rent_per_sqft', t('dialog.rent'), true)}
          {number('term_months', t('dialog.term'))}
          {number('free_rent_months', t('dialog.freeRent'))}
          {picker('tenant_id', t('dialog.tenant'), t('dialog.contactHelp'))}
        </>
      )}
      <TextField {...field('source', t('dialog.source'))} />
      <TextField {...field('notes', t('dialog.notes'))} multiline minRows={2} />
    </FormDialog>
  );
}
