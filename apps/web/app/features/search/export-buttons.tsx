import { CONTACT_EXPORT_FORMATS, EXPORT_FORMATS } from '@crm/shared';
import { ExportLinks } from '../../portal/export-links';
import { exportUrl } from './search-api';
import type { SearchState } from './search-state';

/** Downloads every result of the search on screen (issue 13; deals, issue 27). Contacts also come
 * as vCard, for a phone or an address book. */
export function ExportButtons({ search }: { search: SearchState }) {
  const formats = search.tab === 'contacts' ? CONTACT_EXPORT_FORMATS : EXPORT_FORMATS;
  return <ExportLinks formats={formats} href={(format) => exportUrl(search, format)} />;
}
