// /portal/settings (issue 29): whether each new update is also emailed, and the language of the
// client's emails. Each change is saved at once (PUT /client/me) and the answer kept.
import type { ClientMe, ClientPreferences } from '@crm/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { useErrorText } from '../../portal/use-message';
import { saveMe } from './client-api';

export function SettingsPage({ me }: { me: ClientMe }) {
  const { t } = useTranslation('clientPortal');
  usePageTitle(t('meta.settings'));
  const policy = useCachePolicy();
  const notify = useNotify();
  const errorText = useErrorText();
  const save = useMutation({
    mutationFn: (change: ClientPreferences) => saveMe(change),
    onSuccess: (answer) => {
      policy.clientPreferencesSaved(answer);
      notify(t('settings.saved'), 'success');
    },
    onError: (error) => notify(errorText(error)),
  });
  // While a change is on its way, the controls show it.
  const shown = { ...me, ...(save.isPending ? save.variables : {}) };
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ color: 'primary.main', mb: 2, fontSize: { xs: '1.625rem', md: '2.125rem' } }}
      >
        {t('settings.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 3 }}>
        <FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={shown.notify_updates}
                disabled={save.isPending}
                onChange={(event) => save.mutate({ notify_updates: event.target.checked })}
              />
            }
            label={t('settings.notify')}
          />
          <FormHelperText sx={{ mx: 0 }}>{t('settings.notifyHelp')}</FormHelperText>
        </FormControl>
        <FormControl disabled={save.isPending}>
          <FormLabel id="client-lang">{t('settings.lang')}</FormLabel>
          <RadioGroup
            aria-labelledby="client-lang"
            value={shown.lang}
            onChange={(event) => {
              const lang = event.target.value;
              if (lang === 'en' || lang === 'fr') save.mutate({ lang });
            }}
          >
            <FormControlLabel value="en" control={<Radio />} label={t('settings.langs.en')} lang="en" />
            <FormControlLabel value="fr" control={<Radio />} label={t('settings.langs.fr')} lang="fr" />
          </RadioGroup>
        </FormControl>
      </Paper>
    </>
  );
}
