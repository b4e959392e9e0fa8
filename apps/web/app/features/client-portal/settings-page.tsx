// /portal/settings (issue 29): whether each new update is also emailed, and the language of the
// client's emails. Each change is saved at once (PUT /client/me) and the answer kept.
import type { ClientMe, ClientPreferences } from '@crm/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useClientCachePolicy } from '../../portal/client-cache-policy';
import { usePageTitle } from '../../portal/page-title';
import { useErrorText } from '../../portal/use-message';
import { saveMe } from './client-api';
import { useClientNotify } from './client-notify';
import { PageTitle } from './kit';

export function SettingsPage({ me }: { me: ClientMe }) {
  const { t } = useTranslation('clientPortal');
  usePageTitle(t('meta.settings'));
  const cache = useClientCachePolicy();
  const notify = useClientNotify();
  const errorText = useErrorText();
  const save = useMutation({
    mutationFn: (change: ClientPreferences) => saveMe(change),
    onSuccess: (answer) => {
      cache.preferencesSaved(answer);
      notify(t('settings.saved'), 'success');
    },
    onError: (error) => notify(errorText(error)),
  });
  // While a change is on its way, the controls show it.
  const shown = { ...me, ...(save.isPending ? save.variables : {}) };
  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <div className="cp-box cp-settings">
        <div>
          <label className="cp-check">
            <input
              type="checkbox"
              role="switch"
              aria-checked={shown.notify_updates}
              checked={shown.notify_updates}
              disabled={save.isPending}
              aria-describedby="client-notify-help"
              onChange={(event) => save.mutate({ notify_updates: event.target.checked })}
            />
            {t('settings.notify')}
          </label>
          <p id="client-notify-help" className="cp-small cp-muted">
            {t('settings.notifyHelp')}
          </p>
        </div>
        <fieldset className="cp-fieldset" disabled={save.isPending}>
          <legend className="cp-muted">{t('settings.lang')}</legend>
          {(['en', 'fr'] as const).map((lang) => (
            <label key={lang} className="cp-check" lang={lang}>
              <input
                type="radio"
                name="client-lang"
                value={lang}
                checked={shown.lang === lang}
                onChange={() => save.mutate({ lang })}
              />
              {t(`settings.langs.${lang}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </>
  );
}
