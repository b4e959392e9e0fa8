// Why a requirement fits an offer (issue 26, ADR 0040), as plain rules: the SQL of match-address.ts
// and match-entity.ts finds the fits through the indexes, this says why each one fits, a reason a
// criterion the requirement states (one it leaves out matches anything and gives none). An offer
// whose value is unknown fails a criterion that is stated: a space of unknown area fits no size.
// - deal: buy ↔ a building for sale, lease ↔ a space available or vacant;
// - type: the offer's type is one of the requirement's;
// - size: the offer's area within [min, max], an open end being no limit;
// - city: the offer's city, in search form, is one of the requirement's (whole value);
// - ceiling: a rent ceiling (per sq ft a year) on a lease is the asking rent's, a price ceiling on
//   a purchase the asking price's; a ceiling of the other basis compares with nothing here.
import { type MatchReason, type Offer, type Requirement, searchText } from '@crm/shared';
import { OFFER_OF_DEAL } from './offers.js';

/** The reasons `requirement` fits `offer`, or null when it does not. */
export function matchReasons(requirement: Requirement, offer: Offer): MatchReason[] | null {
  const { offer: kind, basis } = OFFER_OF_DEAL[requirement.deal];
  if (offer.offer !== kind) return null;
  const why: MatchReason[] = [];
  if (requirement.property_types.length > 0) {
    if (!offer.property_type || !requirement.property_types.includes(offer.property_type)) return null;
    why.push({ code: 'type', value: offer.property_type });
  }
  if (requirement.min_sqft != null || requirement.max_sqft != null) {
    const size = offer.sqft;
    if (size == null) return null;
    if (requirement.min_sqft != null && size < requirement.min_sqft) return null;
    if (requirement.max_sqft != null && size > requirement.max_sqft) return null;
    why.push({ code: 'size', value: size });
  }
  if (requirement.cities.length > 0) {
    const city = requirement.cities.find((c) => offer.city && searchText(c) === offer.city);
    if (!city) return null;
    why.push({ code: 'city', value: city });
  }
  if (requirement.price_max != null && requirement.price_basis === basis) {
    const asked = kind === 'lease' ? offer.asking_rent_sqft_year : offer.asking_price;
    if (asked == null || asked > requirement.price_max) return null;
    why.push({ code: basis, value: asked });
  }
  return why;
}
