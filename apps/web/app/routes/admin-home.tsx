import { SearchPage } from '../features/search/search-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('search:meta.title');

/** /admin (spec route name "home"): the search page. */
export default SearchPage;
