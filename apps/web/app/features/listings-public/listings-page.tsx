import { LISTING_KINDS, PROPERTY_TYPES } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { site } from '../../site-config';
import { InlineStyle } from '../../ui/inline-style';
import { ListingCard } from './listing-card';
import listingsCss from './listings.css?inline';
import type { ListingFilters, ListingsData } from './page-data';

/** The card a phone shows first (its largest paint): its photo is fetched at once, the others
 * when they near the screen, so they do not compete with it on a slow connection. */
const FIRST_CARDS = 1;

/** /listings with `filters` changed (page 1 unless given). */
function search(filters: ListingFilters, change: Partial<ListingFilters>): string {
  const next = { ...filters, page: 1, ...change };
  const q = new URLSearchParams();
  if (next.kind) q.set('kind', next.kind);
  if (next.type) q.set('type', next.type);
  if (next.page > 1) q.set('page', String(next.page));
  return q.size ? `?${q}` : '';
}

/** /listings: the published listings as cards, filtered by sale or lease and type through the URL
 * (a GET form: it works before and without the scripts), a page at a time. */
export function ListingsPage({ filters, cards, hasNext }: ListingsData) {
  const { t } = useTranslation('listingsSite');
  const { href } = useLanguage();
  const action = href('/listings');
  const filtered = !!(filters.kind || filters.type);
  return (
    <div className="lp-page">
      <InlineStyle name="listings" css={listingsCss} />
      <header className="lp-head">
        <div className="container">
          <p className="lp-eyebrow">{t('list.eyebrow')}</p>
          <h1 className="lp-h1">{t('list.title')}</h1>
          <p className="lp-intro">{t('list.intro', { company: site.companyName })}</p>
        </div>
      </header>
      <div className="container lp-body">
        <Form method="get" action={action} className="lp-filters" aria-label={t('list.filters')}>
          <label className="field">
            <span className="field-label">{t('list.kind')}</span>
            <select className="field-input" name="kind" defaultValue={filters.kind ?? ''} key={filters.kind}>
              <option value="">{t('list.anyKind')}</option>
              {LISTING_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">{t('list.type')}</span>
            <select className="field-input" name="type" defaultValue={filters.type ?? ''} key={filters.type}>
              <option value="">{t('list.anyType')}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-primary">
            {t('list.apply')}
          </button>
        </Form>
        {cards.length === 0 ? (
          <div className="lp-empty">
            <p>{filtered ? t('list.empty') : t('list.emptyAll')}</p>
            {filtered && <Link to={action}>{t('list.clear')}</Link>}
          </div>
        ) : (
          <ul className="lp-cards">
            {cards.map((card, i) => (
              <ListingCard key={card.slug} listing={card} priority={i < FIRST_CARDS && filters.page === 1} />
            ))}
          </ul>
        )}
        {(filters.page > 1 || hasNext) && (
          <nav className="lp-paging" aria-label={t('list.paging')}>
            {filters.page > 1 && (
              <Link rel="prev" to={`${action}${search(filters, { page: filters.page - 1 })}`}>
                {t('list.previous')}
              </Link>
            )}
            <span>{t('list.page', { page: filters.page })}</span>
            {hasNext && (
              <Link rel="next" to={`${action}${search(filters, { page: filters.page + 1 })}`}>
                {t('list.next')}
              </Link>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
