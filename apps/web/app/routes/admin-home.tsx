import { SaveListButton } from '../features/lists/save-list-button';
import { SearchPage } from '../features/search/search-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('search:meta.title');

/** A contact search can be kept as a dynamic list (issue 25). */
const saveAsList = (filters: Readonly<Record<string, string | undefined>>) => (
  <SaveListButton filters={filters} />
);

/** /admin (spec route name "home"): the search page. */
export default function HomeRoute() {
  return <SearchPage contactActions={saveAsList} />;
}
