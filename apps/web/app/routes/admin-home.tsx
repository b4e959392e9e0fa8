import { portalMeta } from '../features/auth/page-title';
import { SearchPage } from '../features/search/search-page';

export const meta = () => portalMeta('search:meta.title');

/** /admin (spec route name "home"): the search page. */
export default SearchPage;
