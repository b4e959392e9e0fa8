import type { ImportKind } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { knownText } from '../../i18n/keys';

/** Where a field's label is, in the order a kind's file is read: the forms' own labels first (a
 * contacts file's `notes` are the contact's), then the import's own words for its extra columns. */
const SOURCES: Record<ImportKind, readonly string[]> = {
  contacts: ['records:entity', 'crm:roleFlags', 'crm:userTypes', 'imports:fields', 'addresses:fields'],
  addresses: ['addresses:fields', 'imports:fields'],
  comps: ['imports:compFields', 'addresses:fields'],
  leases: ['imports:leaseFields', 'addresses:fields'],
  deals: ['imports:dealFields', 'addresses:fields'],
};

/** A field as the import page shows it: its label in the user's language, with the API name an
 * exported file uses as its header ("Company name (company_name)"). */
export function useFieldLabel(kind: ImportKind): (field: string) => string {
  const { i18n } = useTranslation(['imports', 'records', 'crm', 'addresses']);
  return (field) => {
    for (const source of SOURCES[kind]) {
      const text = knownText(i18n, `${source}.${field}`);
      if (text !== undefined) return `${text} (${field})`;
    }
    return field;
  };
}
