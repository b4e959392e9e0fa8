import {
  type MessageKey,
  SHOWCASE_EMAIL_TYPE_LABELS,
  SHOWCASE_NUMBER_TYPE_LABELS,
  SHOWCASE_TYPES,
  ShowcaseAccessForm,
  type ShowcaseAccessFormInput,
  type ShowcaseType,
} from '@crm/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, hasStatus } from '../../http/client';
import { Checkbox, Row, SelectField, TextField } from '../../ui/fields';
import { useLater } from '../../ui/use-later';
import { requestAccess } from './api';

/** The form's fields: the schema's input, with no type chosen yet. */
type FormValues = Omit<ShowcaseAccessFormInput, 'type'> & { type: ShowcaseType | '' };
type Field = keyof FormValues;

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

const options = (entries: ReadonlyArray<[value: string, label: string]>) =>
  entries.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));

interface AccessFormProps {
  slug: string;
  /** The agreement, shown above the fields in the same scrolling content. */
  children: ReactNode;
  onAccepted: () => void;
  /** Sends the form; by default to the showcase's access route (a listing's deal room gives its
   * own). */
  submit?: (form: ShowcaseAccessForm) => Promise<unknown>;
}

/** Spec §5's showcase form. Every field is checked on submit, then again on each change (so the
 * email and number errors clear as soon as the value is right); a change to either re-checks the
 * other, for the "email or number" rule. A failed send keeps the dialog open and what was typed. */
export function AccessForm({ slug, children, onAccepted, submit }: AccessFormProps) {
  const { t } = useTranslation('showcase');
  const { t: tv } = useTranslation('validation');
  const message = (key: string | undefined) => (key ? (tv(key as MessageKey) as string) : undefined);

  const { register, handleSubmit, reset, setError, formState } = useForm<
    FormValues,
    unknown,
    ShowcaseAccessForm
  >({ resolver, defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors } = formState;
  // The agreement shows with the dialog; the fields (most of its rendering work) right after.
  const fieldsShown = useLater();

  const send = useMutation({
    mutationFn: (form: ShowcaseAccessForm) => (submit ? submit(form) : requestAccess(slug, form)),
    onSuccess: () => {
      reset(EMPTY);
      onAccepted();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldKeys : {};
      for (const [name, key] of Object.entries(fields)) {
        if (FIELDS.includes(name as Field)) setError(name as Field, { type: 'server', message: key });
      }
    },
  });

  const failure = (() => {
    const error = send.error;
    if (!error) return null;
    if (hasStatus(error, 429)) return tv('err.rateLimited');
    if (hasStatus(error, 400)) return tv('err.validation');
    return t('form.failed');
  })();

  /** A field's id, and its error message in the page's language. */
  const field = (name: Field) => ({ id: `showcase-${name}`, error: message(errors[name]?.message) });

  return (
    <form className="nda-form" noValidate onSubmit={handleSubmit((form) => send.mutate(form))}>
      <div className="nda-content">
        {children}
        {fieldsShown && (
          <div className="sc-fields">
            <Row columns="1fr 2fr">
              <SelectField label={t('form.type')} required {...register('type')} {...field('type')}>
                {/* Shown until a type is chosen, and not chosen again. */}
                <option value="" disabled>
                  {t('form.typePlaceholder')}
                </option>
                {options(SHOWCASE_TYPES.map((type) => [type, t(`form.types.${type}`)]))}
              </SelectField>
              <TextField
                label={t('form.name')}
                autoComplete="name"
                required
                {...register('name')}
                {...field('name')}
              />
            </Row>
            <TextField
              label={t('form.company')}
              autoComplete="organization"
              {...register('company')}
              {...field('company')}
            />
            <p className="sc-hint">{t('form.contactHint')}</p>
            <Row columns="2fr 1fr">
              <TextField
                label={t('form.email')}
                type="email"
                autoComplete="email"
                {...register('email', { deps: ['number'] })}
                {...field('email')}
              />
              <SelectField label={t('form.emailType')} {...register('emailType')} {...field('emailType')}>
                {options(SHOWCASE_EMAIL_TYPE_LABELS.map((type) => [type, t(`form.emailTypes.${type}`)]))}
              </SelectField>
            </Row>
            <Row columns="2fr 1fr">
              <TextField
                label={t('form.number')}
                type="tel"
                autoComplete="tel-national"
                {...register('number', { deps: ['email'] })}
                {...field('number')}
              />
              <SelectField label={t('form.numberType')} {...register('numberType')} {...field('numberType')}>
                {options(SHOWCASE_NUMBER_TYPE_LABELS.map((type) => [type, t(`form.numberTypes.${type}`)]))}
              </SelectField>
            </Row>
            <Checkbox label={t('form.agree')} required {...register('agree')} {...field('agree')} />
            {/* Robots fill every field; people never see this one. */}
            <div aria-hidden="true" className="vh">
              <label htmlFor="showcase-website">{t('form.honeypot')}</label>
              <input
                id="showcase-website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...register('website')}
              />
            </div>
          </div>
        )}
        {failure && (
          <div role="alert" className="alert alert-error">
            {failure}
          </div>
        )}
      </div>
      {fieldsShown && (
        <div className="nda-actions">
          <button type="submit" className="btn btn-lg btn-primary" disabled={send.isPending}>
            {send.isPending ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      )}
    </form>
  );
}
