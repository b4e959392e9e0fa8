import type { LoaderFunctionArgs, MetaArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { ListingsPage } from '../features/listings-public/listings-page';
import { listingsData } from '../features/listings-public/page-data';
import { pageMeta } from '../seo';

// Rendered by the API at request time and cached until a listing changes (ADR 0048).
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  listingsData(new URL(request.url), context);

export const meta = ({ location }: MetaArgs) =>
  pageMeta(location.pathname, { title: 'meta.listingsTitle', description: 'meta.listingsDescription' });

// Under `ssr: false` React Router reloads a route's data only when its parameters change; the
// filters are in the query.
export const shouldRevalidate = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => currentUrl.search !== nextUrl.search || defaultShouldRevalidate;

/** /listings and /fr/listings: one mounted page for both languages. */
export default function ListingsRoute() {
  return <ListingsPage {...useLoaderData<typeof loader>()} />;
}
