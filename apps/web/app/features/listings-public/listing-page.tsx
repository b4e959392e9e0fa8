import type { PublicListing } from '@crm/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language';
import { InlineStyle } from '../../ui/inline-style';
import { ListingPicture } from './listing-picture';
import { useListingText } from './listing-text';
import listingsCss from './listings.css?inline';

/** The hero spans the container (at most 1232 px wide); gallery photos are a half or a third. */
const HERO_SIZES = '(min-width: 1280px) 1232px, 100vw';
const GALLERY_SIZES = '(min-width: 960px) 400px, (min-width: 600px) 50vw, 100vw';

interface ListingPageProps {
  listing: PublicListing;
  /** The deal room, which the route composes (it loads after hydration: it is the visitor's). */
  dealRoom: ReactNode;
}

/** /listings/{slug}: everything the cached HTML carries (the same for every visitor): hero photo,
 * title, price and terms, highlights, sections, gallery and contact sheet. */
export function ListingPage({ listing, dealRoom }: ListingPageProps) {
  const { t } = useTranslation('listingsSite');
  const { href } = useLanguage();
  const text = useListingText();
  const { lang } = text;
  const [hero, ...gallery] = listing.photos;
  const facts = [
    [t('page.city'), listing.city],
    [t('page.type'), text.type(listing.property_type)],
    [t('page.area'), text.area(listing.area_sqft)],
  ].filter((fact): fact is [string, string] => !!fact[1]);
  const sections = listing.sections.filter((s) => s.body[lang].trim());
  const terms = listing.terms?.[lang].trim();
  const contact = listing.contact;

  return (
    <article className="lp-page">
      <InlineStyle name="listings" css={listingsCss} />
      <header className="lp-head">
        <div className="container">
          <Link className="lp-back" to={href('/listings')}>
            {t('page.back')}
          </Link>
          <p className="lp-eyebrow">{text.kind(listing.kind)}</p>
          <h1 className="lp-h1">{listing.title[lang]}</h1>
          <p className="lp-price">
            <span className="vh">{listing.kind === 'lease' ? t('page.rent') : t('page.price')}: </span>
            {text.price(listing)}
          </p>
        </div>
      </header>
      <div className="container lp-body">
        {hero && <ListingPicture className="lp-hero" photo={hero} lang={lang} sizes={HERO_SIZES} priority />}
        <div className="lp-columns">
          <div className="lp-main">
            {listing.highlights.length > 0 && (
              <section aria-labelledby="lp-highlights">
                <h2 id="lp-highlights" className="lp-h2">
                  {t('page.highlights')}
                </h2>
                <ul className="lp-highlights">
                  {listing.highlights.map((h) => (
                    <li key={h.en}>{h[lang]}</li>
                  ))}
                </ul>
              </section>
            )}
            {sections.map((s) => (
              <section key={s.key} aria-labelledby={`lp-${s.key}`}>
                <h2 id={`lp-${s.key}`} className="lp-h2">
                  {t(`page.sections.${s.key}`)}
                </h2>
                <p className="lp-text">{s.body[lang]}</p>
              </section>
            ))}
          </div>
          <aside className="lp-aside">
            {facts.length > 0 && (
              <section aria-labelledby="lp-facts" className="lp-sheet">
                <h2 id="lp-facts" className="lp-h3">
                  {t('page.facts')}
                </h2>
                <dl className="lp-facts">
                  {facts.map(([name, value]) => (
                    <div key={name}>
                      <dt>{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            {terms && (
              <section aria-labelledby="lp-terms" className="lp-sheet">
                <h2 id="lp-terms" className="lp-h3">
                  {t('page.terms')}
                </h2>
                <p className="lp-text">{terms}</p>
              </section>
            )}
            {contact && (
              <section aria-labelledby="lp-contact" className="lp-sheet">
                <h2 id="lp-contact" className="lp-h3">
                  {t('page.contact')}
                </h2>
                <p className="lp-contact-name">{contact.name}</p>
                {contact.phone && (
                  <a className="btn btn-outlined" href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
                    {t('page.call', { phone: contact.phone })}
                  </a>
                )}
                {contact.email && (
                  <a className="btn btn-outlined" href={`mailto:${contact.email}`}>
                    {t('page.email', { email: contact.email })}
                  </a>
                )}
              </section>
            )}
          </aside>
        </div>
        {gallery.length > 0 && (
          <section aria-labelledby="lp-gallery">
            <h2 id="lp-gallery" className="lp-h2">
              {t('page.gallery')}
            </h2>
            <ul className="lp-gallery">
              {gallery.map((photo, i) => (
                <li key={photo.variants[0]?.url ?? i}>
                  <ListingPicture photo={photo} lang={lang} sizes={GALLERY_SIZES} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {dealRoom}
      </div>
    </article>
  );
}
