// /admin/emails/{id} and /admin/numbers/{id} (spec §2/§3): the address or the formatted number as
// heading, then status (≤ 15), default type, do-not-contact and notes, edited through the confirm
// dialog; the read-only domain (emails) and linked-contact counter.
import { CONTACT_TYPES, type EmailComplete, type NumberComplete, phoneHref } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/keys';
import { describeChanges } from '../../portal/editing/change-values';
import { CheckboxField, FieldGrid, NotesField, useFieldProps } from '../../portal/editing/fields';
import { RecordFormFrame, useValueWords } from '../../portal/editing/record-form-frame';
import { useRecordEditor } from '../../portal/editing/use-record-editor';
import { displayPhone } from '../../portal/phone-display';
import { PhoneIcon } from '../../portal/phone-icon';
import { recordLabel } from '../../portal/record-kinds';
import {
  CONTACT_POINT_ORDER,
  type ContactPointFormValues,
  emailResolver,
  numberResolver,
  toContactPointForm,
} from './contact-point-form-model';

type Props =
  | { kind: 'email'; record: EmailComplete; id: string }
  | { kind: 'number'; record: NumberComplete; id: string };

const toForm = (record: EmailComplete | NumberComplete) => toContactPointForm(record);

export function ContactPointDetail(props: Props) {
  const { kind, id } = props;
  const { t, i18n } = useTranslation(['records', 'crm']);
  const words = useValueWords();
  const label = (field: string) => textOf(i18n, `records:point.${field}`);
  const editor = useRecordEditor<'email' | 'number', ContactPointFormValues, object>({
    kind,
    id,
    record: props.record,
    toForm,
    resolver: kind === 'email' ? emailResolver : numberResolver,
    describe: (body) => describeChanges(body as Record<string, unknown>, CONTACT_POINT_ORDER, label, words),
  });
  const field = useFieldProps(editor.form, kind);
  const errors = editor.form.formState.errors;

  return (
    <>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {t(`records:title.${kind}`)}
      </Typography>
      <Typography variant="h4" component="h1" id={`${kind}-heading`} sx={{ overflowWrap: 'anywhere', mb: 2 }}>
        {props.kind === 'email' ? recordLabel('email', props.record) : recordLabel('number', props.record)}
      </Typography>
      {props.kind === 'number' && (
        <Button
          component="a"
          href={phoneHref(props.record.phone_number)}
          variant="outlined"
          size="small"
          startIcon={<PhoneIcon />}
          sx={{ mb: 2 }}
        >
          {t('records:phone.call', { number: recordLabel('number', props.record) })}
        </Button>
      )}
      <RecordFormFrame
        id={`${kind}-form`}
        labelledBy={`${kind}-heading`}
        onSubmit={editor.onSubmit}
        canSubmit={editor.dirty && !editor.busy}
        submitLabel={t('crm:actions.update')}
      >
        <FieldGrid>
          {props.kind === 'email' ? (
            <>
              <TextField
                id="email-email"
                label={label('email')}
                value={props.record.email}
                disabled
                fullWidth
              />
              <TextField
                id="email-domain"
                label={label('domain')}
                value={props.record.domain}
                disabled
                fullWidth
              />
            </>
          ) : (
            <TextField
              id="number-phone_number"
              label={label('phone_number')}
              value={displayPhone(props.record.phone_number)}
              disabled
              fullWidth
            />
          )}
          <TextField
            id={`${kind}-n_linked_entities`}
            label={label('n_linked_entities')}
            value={props.record.n_linked_entities}
            disabled
            fullWidth
          />
          <TextField {...field('status', label('status'))} autoComplete="off" />
          <Controller
            control={editor.form.control}
            name="default_type"
            render={({ field: select }) => (
              <TextField
                select
                id={`${kind}-default_type`}
                label={label('default_type')}
                name={select.name}
                value={select.value}
                onChange={select.onChange}
                onBlur={select.onBlur}
                inputRef={select.ref}
                error={!!errors.default_type}
                fullWidth
              >
                <MenuItem value="">
                  <em>{t('records:point.noType')}</em>
                </MenuItem>
                {CONTACT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`crm:contactTypes.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </FieldGrid>
        <Box sx={{ my: 1 }}>
          <CheckboxField
            control={editor.form.control}
            name="do_not_contact"
            label={label('do_not_contact')}
            idPrefix={kind}
          />
        </Box>
        <NotesField form={editor.form} idPrefix={kind} label={label('notes')} />
      </RecordFormFrame>
      {editor.dialogs}
    </>
  );
}
