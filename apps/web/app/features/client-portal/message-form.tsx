// The client's message to their representative (issue 29): what it is about (a question, or a
// hold/sell review), optionally which property, and the text (1 to 5,000 characters, counted as
// typed). The shared schema judges it here as the API does. The text is kept until the server has
// it: a refusal or an outage leaves it in the box with the reason.
import { CLIENT_MESSAGE_MAX, CLIENT_MESSAGE_TOPICS, type ClientMessageTopic } from '@crm/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClientCachePolicy } from '../../portal/client-cache-policy';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { clientKeys, getProperties, sendMessage } from './client-api';

type Values = { topic: ClientMessageTopic; property_id: string; body: string };
const EMPTY: Values = { topic: 'question', property_id: '', body: '' };

/** The form's values as the API takes them: no property is null. */
const toInput = (values: Values) => ({ ...values, property_id: values.property_id || null });
/** The shared schema, loaded at the first check (its zod is not in the page's first load). */
const schema = () => import('./message-schema').then((module) => module.ClientMessageInput);
/** The shared schema judges the values as the API will receive them; each issue's message key
 * goes under its field. */
const resolver: Resolver<Values> = async (values) => {
  const parsed = (await schema()).safeParse(toInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<Values> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if ((name === 'topic' || name === 'body' || name === 'property_id') && !errors[name])
      errors[name] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export function MessageForm() {
  const { t } = useTranslation('clientPortal');
  const fieldMessage = useFieldMessage();
  const errorText = useErrorText();
  const cache = useClientCachePolicy();
  const properties = useQuery({
    queryKey: clientKeys.properties,
    queryFn: ({ signal }) => getProperties(signal),
  });
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver,
  });
  const { register, handleSubmit, reset, watch, formState } = form;
  const send = useMutation({
    mutationFn: async (values: Values) => sendMessage((await schema()).parse(toInput(values))),
    onSuccess: async () => {
      reset(EMPTY);
      setSent(true);
      await cache.messageSent();
    },
  });
  const length = watch('body').length;
  const bodyError = formState.errors.body?.message;
  const tooLong = !!bodyError || length > CLIENT_MESSAGE_MAX;

  return (
    <form
      noValidate
      aria-labelledby="message-form-title"
      onSubmit={handleSubmit((values) => {
        setSent(false);
        send.mutate(values);
      })}
      className="cp-form"
    >
      <h2 id="message-form-title" className="cp-h2" style={{ margin: 0 }}>
        {t('messages.formTitle')}
      </h2>
      {sent && (
        <p role="status" className="cp-alert cp-alert-success">
          {t('messages.sent')}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="cp-alert cp-alert-error">
          {errorText(send.error)}
        </p>
      )}
      <fieldset className="cp-fieldset">
        <legend className="cp-muted">{t('messages.topic')}</legend>
        {CLIENT_MESSAGE_TOPICS.map((topic) => (
          <label key={topic} className="cp-check">
            <input type="radio" value={topic} {...register('topic')} />
            {t(`messages.topics.${topic}`)}
          </label>
        ))}
      </fieldset>
      {/* Shown (disabled) while the properties load, so the fields under it do not move. */}
      {(properties.isPending || (properties.data?.data.length ?? 0) > 0) && (
        <div className="cp-field">
          <label htmlFor="message-property">{t('messages.property')}</label>
          <select id="message-property" disabled={properties.isPending} {...register('property_id')}>
            <option value="">{t('messages.anyProperty')}</option>
            {properties.data?.data.map((property) => (
              <option key={property.id} value={property.id}>
                {property.address}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="cp-field">
        <label htmlFor="message-body" className={bodyError ? 'cp-error' : undefined}>
          {t('messages.body')}
        </label>
        <textarea
          id="message-body"
          rows={5}
          aria-invalid={!!bodyError}
          aria-describedby="message-body-help"
          {...register('body')}
        />
        <p id="message-body-help" className={`cp-help${tooLong ? ' cp-error' : ''}`}>
          <span>{bodyError ? fieldMessage(bodyError) : ''}</span>
          <span>{t('messages.counter', { count: length, max: CLIENT_MESSAGE_MAX })}</span>
        </p>
      </div>
      <div>
        <button type="submit" className="cp-button cp-contained" disabled={send.isPending}>
          {send.isPending ? t('messages.sending') : t('messages.send')}
        </button>
      </div>
    </form>
  );
}
