import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { ListingPicture } from './listing-picture';
import { useListingText } from './listing-text';
import type { ListingCardData } from './page-data';

/** Cards sit one a row on a phone, two from 600 px, three from 960 px (listings.css). */
const CARD_SIZES = '(min-width: 960px) 400px, (min-width: 600px) 50vw, 100vw';

interface ListingCardProps {
  listing: ListingCardData;
  /** The first cards, in view at once: their photos are fetched first. */
  priority?: boolean;
}

/** One listing on /listings: its first photo, title, city, type, size and price, all one link. */
export function ListingCard({ listing, priority = false }: ListingCardProps) {
  const { t } = useTranslation('listingsSite');
  const text = useListingText();
  const { href } = useLanguage();
  const facts = [listing.city, text.type(listing.property_type), text.area(listing.area_sqft)].filter(
    (fact): fact is string => !!fact,
  );
  return (
    <li className="lp-card">
      <Link to={href(listing.page)} className="lp-card-link">
        {listing.photo ? (
          <ListingPicture
            className="lp-card-photo"
            photo={listing.photo}
            lang={text.lang}
            sizes={CARD_SIZES}
            priority={priority}
          />
        ) : (
          <span className="lp-card-photo lp-no-photo">{t('card.noPhoto')}</span>
        )}
        <span className="lp-card-body">
          <span className="lp-kind" data-kind={listing.kind}>
            {text.kind(listing.kind)}
          </span>
          <h2 className="lp-card-title">{listing.title[text.lang]}</h2>
          <span className="lp-card-facts">{facts.join(' · ')}</span>
          <span className="lp-card-price">{text.price(listing)}</span>
        </span>
      </Link>
    </li>
  );
}
