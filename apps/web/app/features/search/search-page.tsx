import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { useNotify } from '../../portal/notify';
import { usePageTitle } from '../../portal/page-title';
import { CountCards } from './count-cards';
import { ExportButtons } from './export-buttons';
import { searchQuery } from './search-api';
import { SearchFilters } from './search-filters';
import { SearchPager, SearchResults } from './search-results';
import {
  FILTERS,
  type FilterName,
  type Filters,
  hasText,
  parseSearch,
  type SearchState,
  TABS,
  type Tab as TabName,
  toSearchParams,
  validate,
} from './search-state';

/** Typing waits this long for the next key before searching: one request per pause, not per key. */
const DEBOUNCE_MS = 250;

/** The tab's last search (sessionStorage: this tab only, gone with it). */
const LAST_SEARCH = 'crm.search.last';
const readLast = () => {
  try {
    return sessionStorage.getItem(LAST_SEARCH) ?? '';
  } catch {
    return '';
  }
};
const storeLast = (value: string) => {
  try {
    sessionStorage.setItem(LAST_SEARCH, value);
  } catch {
    // Storage refused (private mode, quota): only the convenience of coming back is lost.
  }
};

/** /admin (spec §2, §4): four tabs of search, each with its filters, results page by page. The URL
 * holds the search; the fields hold what is typed, written to the URL once typing pauses.
 * `contactActions`: what the route module adds beside the contacts' export buttons for the search
 * on screen (the lists feature's "Save as list"). */
export function SearchPage({ contactActions }: { contactActions?: (filters: Filters) => ReactNode } = {}) {
  const { t } = useTranslation(['search', 'crm', 'common']);
  usePageTitle(t('search:meta.title'));
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  // A bare /admin (the portal bar, a detail page's way back) reopens this tab's last search.
  const [restored] = useState(() => (params.size === 0 ? readLast() : ''));
  const [draft, setDraft] = useState<SearchState>(() =>
    parseSearch(restored ? new URLSearchParams(restored) : params),
  );
  const [touched, setTouched] = useState(false);
  // The URLs this page wrote and has not yet seen arrive, oldest first.
  // Any other URL came from back, forward or a link. Each write lands a moment later: an older one
  // landing while the user types on was once taken for a back, and reset the fields typed since
  // (a slow phone lost a filled field).
  const written = useRef([params.toString()]);

  const paramString = params.toString();
  useEffect(() => {
    if (paramString) storeLast(paramString);
    const mine = written.current.indexOf(paramString);
    if (mine >= 0) {
      written.current = written.current.slice(mine);
      return;
    }
    written.current = [paramString];
    setDraft(parseSearch(new URLSearchParams(paramString)));
    setTouched(false);
  }, [paramString]);

  // Where a navigation under way is going: the URL changes only once its page has loaded.
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = !!navigation.location && navigation.location.pathname.replace(/\/$/, '') !== '/admin';

  const commit = (state: SearchState, replace: boolean) => {
    // A pause that ends while a click is already taking the user elsewhere must not write this
    // page's search onto the next page's URL, nor, while that page's code is still loading, cancel
    // the click (the bare /admin writes its default tab 250 ms after arrival: a menu click in that
    // window was lost).
    if (leaving.current || window.location.pathname.replace(/\/$/, '') !== '/admin') return;
    const next = toSearchParams(state);
    written.current.push(next.toString());
    setParams(next, { replace, preventScrollReset: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (restored) commit(parseSearch(new URLSearchParams(restored)), true);
  }, []);

  // Typing replaces the history entry (back should not replay each word); tabs and pages push one.
  // The fields are compared with the URL itself, not with the last write: a write that never
  // landed (a CI run once kept `name` and lost the `min_addresses=0` typed after it) is written
  // again after the next pause, so the URL always ends up holding what the fields show.
  const draftString = toSearchParams(draft).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: draftString stands for draft
  useEffect(() => {
    if (draftString === paramString) return;
    const timer = setTimeout(() => commit(draft, true), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftString, paramString]);

  const current = parseSearch(params);
  const ready =
    hasText(current.tab, current.filters) && Object.keys(validate(current.tab, current.filters)).length === 0;
  const results = useQuery({ ...searchQuery(current), enabled: ready });

  // A failed search says so once (the filters stay as typed); a language switch must not repeat it.
  const notified = useRef(0);
  useEffect(() => {
    if (!results.errorUpdatedAt || results.errorUpdatedAt === notified.current) return;
    notified.current = results.errorUpdatedAt;
    notify(t('crm:err.search'));
  }, [results.errorUpdatedAt, notify, t]);

  const errors = validate(draft.tab, draft.filters);
  const needsText =
    !hasText(draft.tab, draft.filters) &&
    (touched || FILTERS[draft.tab].min.some((name) => draft.filters[name]));

  const onFilter = (name: FilterName, value: string) => {
    // Text typed then erased: say why the results went away.
    if ((FILTERS[draft.tab].text as readonly string[]).includes(name)) setTouched(true);
    setDraft((state) => ({ ...state, filters: { ...state.filters, [name]: value }, offset: 0 }));
  };
  // Spec §4: switching tabs clears the filters.
  const onTab = (tab: TabName) => {
    const next = { tab, filters: {}, offset: 0 };
    setDraft(next);
    setTouched(false);
    commit(next, false);
  };
  const onOffset = (offset: number) => {
    const next = { ...current, offset };
    setDraft(next);
    commit(next, false);
  };
  const backToSearch = () => onTab(draft.tab);

  const page = ready && results.data?.tab === current.tab ? results.data : undefined;
  const rows = page?.data.length ?? 0;
  // While the next page loads the last one stays on screen, but the status says so: the new
  // range is then announced even when it reads the same.
  const status = !ready
    ? ''
    : !page || results.isPlaceholderData
      ? results.isError
        ? ''
        : t('status.searching')
      : rows === 0
        ? t('status.none')
        : t('status.range', { from: current.offset + 1, to: current.offset + rows });

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {/* Kept together: on a phone they wrap as a pair under the title. */}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={Link} to="/admin/contacts/new">
            {t('common:nav.newEntity')}
          </Button>
          <Button variant="contained" component={Link} to="/admin/addresses/new">
            {t('common:nav.newAddress')}
          </Button>
        </Box>
      </Box>
      <CountCards />
      <Tabs
        value={draft.tab}
        onChange={(_event, tab: TabName) => onTab(tab)}
        aria-label={t('tabsLabel')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`tabs.${tab}`)}
            id={`search-tab-${tab}`}
            aria-controls="search-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="search-panel" aria-labelledby={`search-tab-${draft.tab}`}>
        <SearchFilters
          key={draft.tab}
          tab={draft.tab}
          filters={draft.filters}
          errors={errors}
          needsText={needsText}
          onChange={onFilter}
        />
        <Box sx={{ height: 4, my: 2 }}>
          {ready && results.isFetching && <LinearProgress aria-label={t('status.searching')} />}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography
            role="status"
            aria-live="polite"
            aria-atomic="true"
            sx={{ color: 'text.secondary', flexGrow: 1 }}
          >
            {/* Without text, say what to type; a refused minimum already says what is wrong. */}
            {ready ? status : hasText(draft.tab, draft.filters) ? '' : t(`prompt.${draft.tab}`)}
          </Typography>
          {/* Every result of the search on screen, once it has some. */}
          {page && rows > 0 && <ExportButtons search={current} />}
          {page && rows > 0 && current.tab === 'contacts' && contactActions?.(current.filters)}
        </Box>
        {page && (
          <>
            <SearchResults page={page} dimmed={results.isPlaceholderData} onBack={backToSearch} />
            {/* An empty first page has nowhere to go; an empty later page can still go back. */}
            {(rows > 0 || current.offset > 0) && (
              <SearchPager offset={current.offset} rows={rows} onOffset={onOffset} />
            )}
          </>
        )}
      </Box>
    </>
  );
}
