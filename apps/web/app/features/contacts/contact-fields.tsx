// The contact form's inputs (spec §3), in sections so 40-odd fields stay usable: identity, roles,
// user types, portfolio, notes. Shared by the detail page and the new-contact page.
import { ROLE_FLAGS, USER_TYPES } from '@crm/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/keys';
import type { resources } from '../../i18n/resources';
import {
  CheckboxField,
  CheckboxGroup,
  FieldGrid,
  FormSection,
  NotesField,
  useFieldProps,
} from '../../portal/editing/fields';
import { useStaffOptions } from '../../portal/staff';
import { useFieldMessage } from '../../portal/use-message';
import {
  type EntityFormValues,
  IDENTITY_FIELDS,
  PORTFOLIO_FIELDS,
  WHOLE_NUMBER_FIELDS,
} from './contact-form-model';

/** A field of the contact form that the records namespace labels. */
type EntityField = keyof (typeof resources)['en']['records']['entity'];

interface EntityFieldsProps {
  form: UseFormReturn<EntityFormValues, unknown, unknown>;
  idPrefix: string;
  /** The new-contact page leaves the portfolio for later. */
  portfolio?: boolean;
  /** Shown under the name (the new-contact page's duplicate flag). */
  nameAdornment?: ReactNode;
}

export function ContactFields({ form, idPrefix, portfolio = true, nameAdornment }: EntityFieldsProps) {
  const { t } = useTranslation(['records', 'crm']);
  const field = useFieldProps(form, idPrefix);
  const staff = useStaffOptions();
  const message = useFieldMessage();
  const label = (name: EntityField) => t(`records:entity.${name}`);
  const section = (name: string) => `${idPrefix}-section-${name}`;

  return (
    <>
      <FormSection id={section('identity')} title={t('records:sections.identity')}>
        <FieldGrid>
          {IDENTITY_FIELDS.map((name) =>
            name === 'name' ? (
              <Box key={name}>
                <TextField {...field(name, label(name), { required: true })} autoComplete="off" />
                {nameAdornment}
              </Box>
            ) : (
              <TextField
                key={name}
                {...field(name, label(name))}
                type={name === 'website' ? 'url' : 'text'}
                autoComplete="off"
              />
            ),
          )}
          {/* The appointed staff member (issue 25); one no longer listed still shows as its id. A
              Controller, as the portal's other selects: MUI's select handing its imperative handle
              to register's ref at each render loops react-hook-form's updates (React error 185). */}
          <Controller
            control={form.control}
            name="representative_id"
            render={({ field: select, fieldState }) => {
              const value = select.value ?? '';
              return (
                <TextField
                  select
                  id={`${idPrefix}-representative_id`}
                  label={label('representative_id')}
                  name={select.name}
                  value={value}
                  onChange={select.onChange}
                  onBlur={select.onBlur}
                  inputRef={select.ref}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ? message(fieldState.error.message) : undefined}
                  fullWidth
                >
                  <MenuItem value="">{label('representativeNone')}</MenuItem>
                  {staff.map((member) => (
                    <MenuItem key={member.id} value={member.id}>
                      {member.name || member.email}
                    </MenuItem>
                  ))}
                  {value && !staff.some((member) => member.id === value) && (
                    <MenuItem value={value}>{value}</MenuItem>
                  )}
                </TextField>
              );
            }}
          />
        </FieldGrid>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, mt: 1 }}>
          <CheckboxField
            control={form.control}
            name="is_person"
            label={label('is_person')}
            idPrefix={idPrefix}
          />
          <CheckboxField control={form.control} name="sunset" label={label('sunset')} idPrefix={idPrefix} />
        </Box>
      </FormSection>

      <FormSection id={section('roles')} title={t('records:sections.roles')}>
        <CheckboxGroup legend={t('records:sections.rolesLegend')}>
          {ROLE_FLAGS.map((flag) => (
            <CheckboxField
              key={flag}
              control={form.control}
              name={flag}
              label={t(`crm:roleFlags.${flag}`)}
              idPrefix={idPrefix}
            />
          ))}
        </CheckboxGroup>
        <CheckboxGroup legend={t('records:sections.userTypes')}>
          {USER_TYPES.map((type) => (
            <CheckboxField
              key={type}
              control={form.control}
              name={type}
              label={t(`crm:userTypes.${type}`)}
              idPrefix={idPrefix}
            />
          ))}
        </CheckboxGroup>
      </FormSection>

      {portfolio && (
        <FormSection id={section('portfolio')} title={t('records:sections.portfolio')}>
          <FieldGrid>
            {PORTFOLIO_FIELDS.map((name) => (
              <TextField
                key={name}
                {...field(name, label(name))}
                slotProps={{
                  htmlInput: { inputMode: WHOLE_NUMBER_FIELDS.has(name) ? 'numeric' : 'decimal' },
                }}
                autoComplete="off"
              />
            ))}
          </FieldGrid>
        </FormSection>
      )}

      <FormSection id={section('notes')} title={t('records:sections.notes')}>
        <NotesField form={form} idPrefix={idPrefix} label={label('notes')} />
      </FormSection>
    </>
  );
}

/** The label of any field of the contact form, for the confirm dialog. */
export function useEntityLabel() {
  const { i18n } = useTranslation(['records', 'crm']);
  return (field: string) => {
    if ((ROLE_FLAGS as readonly string[]).includes(field)) return textOf(i18n, `crm:roleFlags.${field}`);
    if ((USER_TYPES as readonly string[]).includes(field)) return textOf(i18n, `crm:userTypes.${field}`);
    return textOf(i18n, `records:entity.${field}`);
  };
}
