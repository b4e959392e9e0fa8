import type { ImportKind } from '@crm/shared';
import { useTranslation } from 'react-i18next';

/** Where a field's label is, in the order a kind's file is read: the forms' own labels first (a
 * contacts file's `notes` are the contact's), then the import's own words for its extra columns. */
const SOURCES: Record<ImportKind, readonly string[]> = {
  contacts: ['records:entity', 'crm:roleFlags', 'crm:userTypes', 'imports:fields', 'addresses:fields'],
  addresses: ['addresses:fields', 'imports:fields'],
};

/** A field as the import page shows it: its label in the user's language, with the API name an
 * exported file uses as its header ("Company name (company_name)"). */
export function useFieldLabel(kind: ImportKind): (field: string) => string {
  const { t, i18n } = useTranslation(['imports', 'records', 'crm', 'addresses']);
  return (field) => {
    const key = SOURCES[kind].map((source) => `${source}.${field}`).find((k) => i18n.exists(k));
    return key ? `${t(key as never)} (${field})` : field;
  };
}
