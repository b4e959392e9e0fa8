import type { MessageKey } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/client';

/** The text of a shared message key (validation namespace) in the current language. The keys hold
 * dots in a flat namespace, which i18next's key types misread, hence the casts. */
export function useMessage(): (key: MessageKey) => string {
  const { t } = useTranslation('validation');
  return (key) => t(key as never) as string;
}

/** The text of a failed call: the message of the key the server sent, else that the server could
 * not be reached, else a generic one. */
export function useErrorText(): (error: unknown) => string {
  const tv = useMessage();
  const { t } = useTranslation('auth');
  return (error) => {
    if (error instanceof ApiError && error.key) return tv(error.key);
    return error instanceof ApiError && error.isNetwork ? t('err.network') : t('err.generic');
  };
}
