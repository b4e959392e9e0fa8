/** A product card (spec §3 "Others"): image, title and subtitle (from the `home` messages under
 * `products.<key>`), and a link once the product exists. */
export interface Product {
  key: 'rentals' | 'shares' | 'management';
  image: string;
  /** Where the card links to; a card without one is shown as coming soon. */
  href?: string;
}

/** Spec §1: the three projects teased as coming soon. */
export const PRODUCTS: readonly Product[] = [
  { key: 'rentals', image: '/images/home/product-rentals.svg' },
  { key: 'shares', image: '/images/home/product-shares.svg' },
  { key: 'management', image: '/images/home/product-management.svg' },
];
