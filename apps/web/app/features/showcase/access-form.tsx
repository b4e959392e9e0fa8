import {
  messages,
  SHOWCASE_EMAIL_TYPE_LABELS,
  SHOWCASE_NUMBER_TYPE_LABELS,
  SHOWCASE_TYPES,
  ShowcaseAccessForm,
  type ShowcaseAccessFormInput,
  type ShowcaseType,
} from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLater } from '../../ui/use-later';
import { visuallyHidden } from '../../ui/visually-hidden';
import { HttpError, requestAccess } from './api';

/** The form's fields: the schema's input, with no type chosen yet. */
type FormValues = Omit<ShowcaseAccessFormInput, 'type'> & { type: ShowcaseType | '' };
type Field = keyof FormValues;
type SelectName = 'type' | 'emailType' | 'numberType';

const EMPTY: FormValues = {
  type: '',
  name: '',
  company: '',
  email: '',
  emailType: 'Personal',
  number: '',
  numberType: 'Mobile',
  agree: false,
  website: '',
};
const FIELDS = Object.keys(EMPTY) as Field[];

// The shared schema validates exactly what the fields hold; only the unset type ('') is outside its
// input type, and the schema refuses it with 'Please select a type'.
const resolver = zodResolver(ShowcaseAccessForm) as unknown as Resolver<
  FormValues,
  unknown,
  ShowcaseAccessForm
>;

/** The browser's own select: the phone's native picker, and no menu code to download and render
 * while the dialog opens (MUI's menu was a third of the page's JavaScript). The label stays above
 * it, as a select always shows its chosen option. */
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The API answers English texts; the form shows a known one in the page's language. */
const keyOfText = (text: string) =>
  Object.entries(messages).find(([, english]) => english === text)?.[0] ?? text;

interface AccessFormProps {
  slug: string;
  /** The agreement, shown above the fields in the same scrolling content. */
  children: ReactNode;
  onAccepted: () => void;
}

/** Spec §5's showcase form. Every field is checked on submit, then again on each change (so the
 * email and number errors clear as soon as the value is right); a change to either re-checks the
 * other, for the "email or number" rule. A failed send keeps the dialog open and what was typed. */
export function AccessForm({ slug, children, onAccepted }: AccessFormProps) {
  const { t } = useTranslation('showcase');
  const { t: tv } = useTranslation('validation');
  const message = (key: string | undefined) =>
    key && Object.hasOwn(messages, key) ? (tv(key as keyof typeof messages) as string) : key;

  const { control, register, handleSubmit, reset, setError, formState } = useForm<
    FormValues,
    unknown,
    ShowcaseAccessForm
  >({ resolver, defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors } = formState;
  // The agreement shows with the dialog; the fields (most of its rendering work) right after.
  const fieldsShown = useLater();

  const send = useMutation({
    mutationFn: (form: ShowcaseAccessForm) => requestAccess(slug, form),
    onSuccess: () => {
      reset(EMPTY);
      onAccepted();
    },
    onError: (error) => {
      const fields = error instanceof HttpError ? error.body?.error.fields : undefined;
      for (const [name, text] of Object.entries(fields ?? {})) {
        if (FIELDS.includes(name as Field))
          setError(name as Field, { type: 'server', message: keyOfText(text) });
      }
    },
  });

  const failure = (() => {
    const error = send.error;
    if (!error) return null;
    if (error instanceof HttpError && error.status === 429) return tv('err.rateLimited');
    if (error instanceof HttpError && error.status === 400) return tv('err.validation');
    return t('form.failed');
  })();

  /** A text field's error props: the message under it, aria-invalid and aria-describedby (MUI). */
  const shown = (field: Field) => ({ error: !!errors[field], helperText: message(errors[field]?.message) });

  /** One of the form's three selects (type, email type, number type). */
  const select = (
    name: SelectName,
    label: string,
    options: ReadonlyArray<[value: string, label: string]>,
    placeholder?: string,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field } }) => (
        <TextField
          select
          slotProps={NATIVE_SELECT}
          label={label}
          inputRef={ref}
          {...field}
          {...shown(name)}
          required={placeholder !== undefined}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((form) => send.mutate(form))}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent dividers>
        {children}
        {fieldsShown && (
          <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
            <Row columns="1fr 2fr">
              {select(
                'type',
                t('form.type'),
                SHOWCASE_TYPES.map((type) => [type, t(`form.types.${type}`)]),
                t('form.typePlaceholder'),
              )}
              <TextField
                label={t('form.name')}
                autoComplete="name"
                required
                {...register('name')}
                {...shown('name')}
              />
            </Row>
            <TextField
              label={t('form.company')}
              autoComplete="organization"
              {...register('company')}
              {...shown('company')}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: -0.5 }}>
              {t('form.contactHint')}
            </Typography>
            <Row columns="2fr 1fr">
              <TextField
                label={t('form.email')}
                type="email"
                autoComplete="email"
                {...register('email', { deps: ['number'] })}
                {...shown('email')}
              />
              {select(
                'emailType',
                t('form.emailType'),
                SHOWCASE_EMAIL_TYPE_LABELS.map((type) => [type, t(`form.emailTypes.${type}`)]),
              )}
            </Row>
            <Row columns="2fr 1fr">
              <TextField
                label={t('form.number')}
                type="tel"
                autoComplete="tel-national"
                {...register('number', { deps: ['email'] })}
                {...shown('number')}
              />
              {select(
                'numberType',
                t('form.numberType'),
                SHOWCASE_NUMBER_TYPE_LABELS.map((type) => [type, t(`form.numberTypes.${type}`)]),
              )}
            </Row>
            <Controller
              name="agree"
              control={control}
              render={({ field: { ref, value, onChange, ...field } }) => (
                <FormControl error={!!errors.agree} required>
                  <FormControlLabel
                    label={t('form.agree')}
                    control={
                      <Checkbox
                        {...field}
                        checked={!!value}
                        onChange={(_, checked) => onChange(checked)}
                        slotProps={{
                          input: {
                            ref,
                            'aria-invalid': !!errors.agree,
                            'aria-describedby': errors.agree ? 'showcase-agree-error' : undefined,
                          },
                        }}
                      />
                    }
                  />
                  {errors.agree && (
                    <FormHelperText id="showcase-agree-error">{message(errors.agree.message)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
            {/* Robots fill every field; people never see this one. */}
            <Box aria-hidden="true" sx={visuallyHidden}>
              <label htmlFor="showcase-website">{t('form.honeypot')}</label>
              <input
                id="showcase-website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...register('website')}
              />
            </Box>
          </Box>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      {fieldsShown && (
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button type="submit" variant="contained" size="large" disabled={send.isPending}>
            {send.isPending ? t('form.sending') : t('form.submit')}
          </Button>
        </DialogActions>
      )}
    </Box>
  );
}

function Row({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columns } }}>{children}</Box>
  );
}
