import { authErrorKey, type MessageKey } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/client';
import { textOf } from '../i18n/keys';

/** The text of a shared message key (validation namespace) in the current language. */
export function useMessage(): (key: MessageKey) => string {
  const { t } = useTranslation('validation');
  // Every message is a string; i18next's return type for the flat keys' dots reads some as paths
  // into a string ('….link' as String.prototype.link).
  return (key) => String(t(key));
}

/** The text of a field's message as the form holds it: a shared message key (the schemas put one
 * in each issue) in the current language, any other text as it is. */
export function useFieldMessage(): (message: string) => string {
  const { i18n } = useTranslation('validation');
  return (message) => textOf(i18n, `validation:${message}`);
}

/** The catalogue key of a refusal: the one the server sent; for a Better Auth answer without one
 * (a proxy's, an older server's), the key of its documented code. Undefined when there is none. */
export function errorKey(error: unknown): MessageKey | undefined {
  if (!(error instanceof ApiError) || error.isNetwork) return undefined;
  if (error.key) return error.key;
  return error.status === 429 ? 'auth.err.tooManyRequests' : authErrorKey(error.code);
}

/** The text of a failed call: the message of its key, else that the server could not be reached,
 * else a generic one. */
export function useErrorText(): (error: unknown) => string {
  const tv = useMessage();
  const { t } = useTranslation('auth');
  return (error) => {
    const key = errorKey(error);
    if (key) return tv(key);
    return error instanceof ApiError && error.isNetwork ? t('err.network') : t('err.generic');
  };
}
