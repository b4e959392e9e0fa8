// Loaded lazily by the contact section: zod and react-hook-form stay out of the home page's first
// download.
import {
  CONTACT_ROLES,
  type ContactFormInput,
  ContactForm as ContactSchema,
  LANGUAGES,
  type Language,
  type MessageKey,
} from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { crm } from '../../http/client';
import { SelectField, TextArea, TextField } from '../../ui/fields';

const EMPTY: ContactFormInput = {
  sender: '',
  email: '',
  phone: '',
  role: '',
  subject: '',
  body: '',
  website: '',
};
type Field = Exclude<FieldPath<ContactFormInput>, 'website' | 'lang'>;
/** The spec's fields; the phone and "I am" (issue 28) are optional. */
const REQUIRED: readonly Field[] = ['sender', 'email', 'subject', 'body'];
/** The keys the contact schema puts in its issues (a phone's are the product's number messages). */
type ContactMessage = Extract<MessageKey, `contact.${string}` | `numbers.${string}` | `val.${string}`>;

/** Spec §4/§5: validated with the API's own schema on blur, then on each change once a field is
 * in error; a submit marks every field and shows each error. Sent with the page's language, it
 * shows whether the message went (a 4xx, 429 or 5xx answer is a failure) and empties the form
 * either way. Beside the spec's four fields, an optional phone and "I am" (issue 28). */
export default function ContactFormView() {
  const { t, i18n } = useTranslation('home');
  // The visitor's acknowledgement is written in the language of the page they write from.
  const lang: Language = LANGUAGES.includes(i18n.language as Language) ? (i18n.language as Language) : 'en';
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
    const ok = await crm('POST /public/contact', { body: { ...values, lang } }).then(
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
      required: REQUIRED.includes(name),
      error: message ? tv(message as ContactMessage) : undefined,
      reserveHelp: true,
    };
  };

  return (
    <form noValidate onSubmit={handleSubmit(send)}>
      <div className="form-grid">
        <TextField {...field('sender')} autoComplete="name" />
        <TextField {...field('email')} type="email" autoComplete="email" />
        <TextField {...field('phone')} type="tel" autoComplete="tel" />
        <SelectField {...field('role')}>
          <option value="">{t('contact.form.roleNone')}</option>
          {CONTACT_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`contact.form.roles.${role}`)}
            </option>
          ))}
        </SelectField>
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
