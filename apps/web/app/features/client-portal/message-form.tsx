// The client's message to their representative (issue 29): what it is about (a question, or a
// hold/sell review), optionally which property, and the text (1 to 5,000 characters, counted as
// typed). The shared schema judges it here as the API does. The text is kept until the server has
// it: a refusal or an outage leaves it in the box with the reason.
import { CLIENT_MESSAGE_MAX, CLIENT_MESSAGE_TOPICS, ClientMessageInput } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { clientKeys, getProperties, sendMessage } from './client-api';

type Values = { topic: ClientMessageInput['topic']; property_id: string; body: string };
const EMPTY: Values = { topic: 'question', property_id: '', body: '' };

/** The form's values as the API takes them: no property is null. */
const toInput = (values: Values) => ({ ...values, property_id: values.property_id || null });
/** The shared schema judges the values as the API will receive them; each issue's message key
 * goes under its field. */
const resolver: Resolver<Values> = (values) => {
  const parsed = ClientMessageInput.safeParse(toInput(values));
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
  const policy = useCachePolicy();
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
  const { control, handleSubmit, reset, watch, formState } = form;
  const send = useMutation({
    mutationFn: (values: Values) => sendMessage(ClientMessageInput.parse(toInput(values))),
    onSuccess: async () => {
      reset(EMPTY);
      setSent(true);
      await policy.clientMessageSent();
    },
  });
  const length = watch('body').length;
  const bodyError = formState.errors.body?.message;

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="message-form-title"
      onSubmit={handleSubmit((values) => {
        setSent(false);
        send.mutate(values);
      })}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h5" component="h2" id="message-form-title" sx={{ fontSize: '1.25rem' }}>
        {t('messages.formTitle')}
      </Typography>
      {sent && (
        <Alert severity="success" role="status">
          {t('messages.sent')}
        </Alert>
      )}
      {send.isError && (
        <Alert severity="error" role="alert">
          {errorText(send.error)}
        </Alert>
      )}
      <Controller
        name="topic"
        control={control}
        render={({ field }) => (
          <FormControl>
            <FormLabel id="message-topic">{t('messages.topic')}</FormLabel>
            <RadioGroup aria-labelledby="message-topic" {...field}>
              {CLIENT_MESSAGE_TOPICS.map((topic) => (
                <FormControlLabel
                  key={topic}
                  value={topic}
                  control={<Radio />}
                  label={t(`messages.topics.${topic}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {/* Shown (disabled) while the properties load, so the fields under it do not move. */}
      {(properties.isPending || (properties.data?.data.length ?? 0) > 0) && (
        <Controller
          name="property_id"
          control={control}
          render={({ field }) => (
            <TextField select label={t('messages.property')} disabled={properties.isPending} {...field}>
              <MenuItem value="">{t('messages.anyProperty')}</MenuItem>
              {properties.data?.data.map((property) => (
                <MenuItem key={property.id} value={property.id}>
                  {property.address}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <Controller
        name="body"
        control={control}
        render={({ field }) => (
          <Box>
            <TextField
              {...field}
              label={t('messages.body')}
              multiline
              minRows={5}
              fullWidth
              error={!!bodyError}
              slotProps={{ htmlInput: { 'aria-describedby': 'message-body-help' } }}
            />
            <FormHelperText
              id="message-body-help"
              error={!!bodyError || length > CLIENT_MESSAGE_MAX}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mx: 1.75 }}
            >
              <span>{bodyError ? fieldMessage(bodyError) : ''}</span>
              <span>{t('messages.counter', { count: length, max: CLIENT_MESSAGE_MAX })}</span>
            </FormHelperText>
          </Box>
        )}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? t('messages.sending') : t('messages.send')}
        </Button>
      </Box>
    </Box>
  );
}
