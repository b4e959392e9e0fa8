import type { Localized } from '@crm/shared';
import type { Language } from '../../site-config';

/** A record's text in the page's language (English if that translation is empty). */
export const text = (value: Localized, lang: Language): string => value[lang] || value.en;
