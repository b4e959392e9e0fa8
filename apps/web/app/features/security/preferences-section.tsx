// The staff member's own reminder settings (issue 25, ADR 0038) on the Security page: the time zone
// their due times and the 07:00 digest are read in, the language of their reminder mails, and the
// two mails on or off. GET/PUT /staff/me/preferences; PUT replaces all four. Checked by the shared
// StaffPreferences schema; a refusal (a zone the server's Intl does not know) shows on its field
// and keeps what was typed. An account that may not read them (no staff access) sees nothing.
import { STAFF_LANGUAGES, StaffPreferences } from '@crm/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/client';
import { useCachePolicy } from '../../portal/cache-policy';
import { useFieldProps } from '../../portal/editing/fields';
import { schemaResolver } from '../../portal/editing/schema-resolver';
import { LoadFailed } from '../../portal/load-failed';
import { useNotify } from '../../portal/notify';
import { queryKeys } from '../../portal/query-keys';
import { useErrorText, useFieldMessage } from '../../portal/use-message';
import { Section } from './section';
import { getPreferences, savePreferences } from './security-api';

const ID = 'preferences';
const resolver = schemaResolver<StaffPreferences, StaffPreferences>(StaffPreferences, (values) => values);

/** Every zone this browser's Intl knows, with the saved one even if it is an alias it lists under
 * another name (America/Montreal, UTC). */
function zonesWith(saved: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(saved) ? zones : [saved, ...zones];
}

/** The section, once the saved settings are in; nothing for an account refused them (4xx) or, with
 * `enabled` false, not asked (no staff access). */
export function PreferencesSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const saved = useQuery({
    queryKey: queryKeys.staffPreferences,
    queryFn: ({ signal }) => getPreferences(signal),
    enabled,
  });
  const refused = saved.error instanceof ApiError && saved.error.status >= 400 && saved.error.status < 500;
  if (!enabled || saved.isPending || refused) return null;
  return (
    <Section title={t('security.preferences.heading')}>
      {saved.isSuccess ? (
        <PreferencesForm saved={saved.data} />
      ) : (
        <LoadFailed
          message={`${t('security.preferences.loadFailed')} ${errorText(saved.error)}`}
          retry={t('security.preferences.retry')}
          onRetry={() => void saved.refetch()}
        />
      )}
    </Section>
  );
}

function PreferencesForm({ saved }: { saved: StaffPreferences }) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const errorText = useErrorText();
  const fieldMessage = useFieldMessage();
  const cache = useCachePolicy();
  const zones = useMemo(() => zonesWith(saved.time_zone), [saved.time_zone]);
  const form = useForm<StaffPreferences, unknown, StaffPreferences>({
    resolver,
    mode: 'onTouched',
    defaultValues: saved,
  });
  const field = useFieldProps(form, ID);
  const { control, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const stored = await savePreferences(values);
      form.reset(stored);
      notify(t('security.preferences.saved'), 'success');
      await cache.preferencesSaved(stored);
    } catch (error) {
      // What was typed stays; the refusal shows on its field (else in the notice).
      const fields =
        error instanceof ApiError ? Object.entries(error.fieldKeys).filter(([name]) => name in values) : [];
      for (const [name, key] of fields)
        form.setError(name as FieldPath<StaffPreferences>, { type: 'server', message: key });
      if (fields.length === 0) notify(errorText(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('security.preferences.intro')}</Typography>
      <Controller
        control={control}
        name="time_zone"
        render={({ field: zone, fieldState }) => (
          // Free text as well as a pick: a zone is typed as often as it is scrolled to, and a
          // refused one stays as typed.
          <Autocomplete
            id={`${ID}-time_zone`}
            freeSolo
            autoHighlight
            options={zones}
            value={zone.value}
            inputValue={zone.value}
            onChange={(_event, value) => zone.onChange(value ?? '')}
            onInputChange={(_event, value, reason) => {
              if (reason !== 'reset' || value) zone.onChange(value);
            }}
            onBlur={zone.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={zone.ref}
                name={zone.name}
                label={t('security.preferences.timeZone')}
                required
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message
                    ? fieldMessage(fieldState.error.message)
                    : t('security.preferences.timeZoneHint')
                }
              />
            )}
          />
        )}
      />
      <TextField
        {...field('language', t('security.preferences.language'), { required: true })}
        select
        slotProps={{ select: { native: true } }}
      >
        {STAFF_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {language === 'en' ? t('security.preferences.english') : t('security.preferences.french')}
          </option>
        ))}
      </TextField>
      <FormGroup>
        {(['task_reminders', 'daily_digest'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: toggle }) => (
              <FormControlLabel
                label={
                  name === 'task_reminders'
                    ? t('security.preferences.taskReminders')
                    : t('security.preferences.dailyDigest')
                }
                control={
                  <Switch
                    id={`${ID}-${name}`}
                    name={toggle.name}
                    checked={toggle.value}
                    onChange={(_event, checked) => toggle.onChange(checked)}
                    onBlur={toggle.onBlur}
                    slotProps={{ input: { ref: toggle.ref } }}
                  />
                }
              />
            )}
          />
        ))}
      </FormGroup>
      <Box>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('security.preferences.save')}
        </Button>
      </Box>
    </Box>
  );
}
