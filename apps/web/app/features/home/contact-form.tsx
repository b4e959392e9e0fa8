// Loaded lazily by the contact section: zod and react-hook-form stay out of the home page's first
// download.
import { type ContactFormInput, ContactForm as ContactSchema, type MessageKey } from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { crm } from '../../http/client';
import { TextArea, TextField } from '../../ui/fields';

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
    // A refusal (4xx, 429, 5xx) and no answer at all are both a failure.
    const ok = await crm('POST /public/contact', { body: values }).then(
      () => true,
      () => false,
    );
    setResult(ok ? 'sent' : 'failed');
    reset(EMPTY);
  };

  const field = (name: Field) => {
    const message = errors[name]?.message;
    return {
      ...register(name),
      id: `contact-${name}`,
      label: t(`contact.form.${name}`),
      required: true,
      error: message ? tv(message as ContactMessage) : undefined,
      reserveHelp: true,
    };
  };

  return (
    <form noValidate onSubmit={handleSubmit(send)}>
      <div className="form-grid">
        <TextField {...field('sender')} autoComplete="name" />
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField {...field('subject')} className="wide" />
        <TextArea {...field('body')} className="wide" rows={4} />
      </div>
      {/* Honeypot: people never see or reach it; form-filling robots fill it in. */}
      <div aria-hidden="true" className="vh">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <button type="submit" className="btn btn-lg btn-secondary form-submit" disabled={isSubmitting}>
        {isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
      </button>
      {result && (
        <div role="alert" className={result === 'sent' ? 'alert alert-info' : 'alert alert-error'}>
          {tv(result === 'sent' ? 'contact.sent' : 'contact.failed')}
        </div>
      )}
    </form>
  );
}
