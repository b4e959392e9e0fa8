// Loaded lazily by the contact section: zod, react-hook-form and MUI's TextField stay out of the
// home page's first download.
import { type ContactFormInput, ContactForm as ContactSchema, type MessageKey } from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden';

const CONTACT_URL = '/api/v1/public/contact';
const EMPTY: ContactFormInput = { sender: '', email: '', subject: '', body: '', website: '' };
type Field = Exclude<FieldPath<ContactFormInput>, 'website'>;
/** The keys the contact schema puts in its issues. */
type ContactMessage = Extract<MessageKey, `contact.${string}` | `val.${string}`>;

/** Spec §4/§5: validated with the API's own schema on blur, then on each change once a field is
 * in error; a submit marks every field and shows each error. Sent, it shows whether the message
 * went (a 4xx, 429 or 5xx answer is a failure) and empties the form either way. */
export default function ContactFormView() {
  const { t } = useTranslation('home');
  const { t: tv } = useTranslation('validation');
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactSchema>({
    resolver: zodResolver(ContactSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const send = async (values: ContactSchema) => {
    setResult(null);
    const ok = await fetch(CONTACT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    }).then(
      (response) => response.ok,
      () => false, // offline, or the request never completed
    );
    setResult(ok ? 'sent' : 'failed');
    reset(EMPTY);
  };

  const field = (name: Field) => {
    const { ref, ...input } = register(name);
    const message = errors[name]?.message;
    return {
      ...input,
      inputRef: ref,
      id: `contact-${name}`,
      label: t(`contact.form.${name}`),
      required: true,
      fullWidth: true,
      error: !!message,
      // A blank helper line keeps each field's height, so an error never pushes the form down.
      helperText: message ? tv(message as ContactMessage) : ' ',
    };
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(send)}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}
      >
        <TextField {...field('sender')} autoComplete="name" />
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField {...field('subject')} sx={{ gridColumn: '1 / -1' }} />
        <TextField {...field('body')} multiline rows={4} sx={{ gridColumn: '1 / -1' }} />
      </Box>
      {/* Honeypot: people never see or reach it; form-filling robots fill it in. */}
      <Box aria-hidden="true" sx={visuallyHidden}>
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </Box>
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        disabled={isSubmitting}
        sx={{ mt: 1 }}
      >
        {isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
      {result && (
        <Alert severity={result === 'sent' ? 'info' : 'error'} sx={{ mt: 2 }}>
          {tv(result === 'sent' ? 'contact.sent' : 'contact.failed')}
        </Alert>
      )}
    </Box>
  );
}
