// The firm's own facts in one place: the header, footer, contact channels, SEO tags and the web
// app manifest all read them from here (its name from @crm/shared, which the API's mails use too).
import { FIRM_NAME } from '@crm/shared';

export const site = {
  companyName: FIRM_NAME,
  shortName: 'Sterling Crest',
  contactEmail: 'contact@sterlingcrest.ca',
  websiteUrl: 'https://www.sterlingcrest.ca',
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/sterling-crest-asset-management' },
    { name: 'Facebook', url: 'https://www.facebook.com/sterlingcrestam' },
  ],
  /** The featured showcase the top banner points to. */
  featuredShowcase: '426sunset',
} as const;

/** Absolute origin used in canonical, hreflang and Open Graph tags (set PUBLIC_URL when building). */
export const PUBLIC_URL = (import.meta.env?.VITE_PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** Height the scroll maths reserve for the fixed header (spec §9: navbar height 70). */
export const NAVBAR_HEIGHT = 70;
/** Margin added to the navbar height when deciding which section is active (spec §9). */
export const SECTION_MARGIN = 10;
/** The scroll-to-top button shows past this many pixels (spec §9). */
export const SCROLL_TOP_THRESHOLD = 500;
/** The global loading flag clears this long after start (spec §4). */
export const LOADING_MS = 500;

export const HOME_SECTIONS = [
  'home',
  'about',
  'owners',
  'investors',
  'industries',
  'products',
  'timeline',
  'services',
  'contact',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];
/** A section's anchor (spec §2: `{section}Section`), on the home page and the showcase pages. */
export const sectionAnchor = (section: string) => `${section}Section`;

export { LANGUAGES, type Language } from '@crm/shared';
