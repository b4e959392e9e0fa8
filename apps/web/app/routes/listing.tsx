import { lazy } from 'react';
import {
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useRouteError,
} from 'react-router';
import { DealRoomSection } from '../features/listings-public/deal-room-section';
import { ListingPage } from '../features/listings-public/listing-page';
import { listingData } from '../features/listings-public/page-data';
import { instances } from '../i18n/i18n';
import { languageOfPath } from '../i18n/language';
import { pageMeta } from '../seo';
import { RouteFailure } from '../ui/failure-view';
import { NotFound } from '../ui/not-found';

// The deal room and the showcase's access form load in the browser only, after the page shows:
// they depend on the visitor (cookie, emailed link) and bring the form's libraries.
const DealRoom = lazy(() => import('../features/listings-public/deal-room'));
const AccessForm = lazy(() =>
  import('../features/showcase/access-form').then((m) => ({ default: m.AccessForm })),
);

// Rendered by the API at request time and cached until a listing changes (ADR 0048).
export const loader = ({ params, context }: LoaderFunctionArgs) => listingData(params.slug ?? '', context);

export const meta = ({ location, data }: MetaArgs<typeof loader>) => {
  if (!data) return pageMeta(location.pathname, { title: 'meta.notFoundTitle' }, { index: false });
  const lang = languageOfPath(location.pathname);
  const photo = data.photos[0];
  const jpeg = photo?.variants.find((v) => v.format === 'jpeg');
  return pageMeta(
    location.pathname,
    {
      title: 'meta.listingTitle',
      description: data.city ? 'meta.listingDescription' : 'meta.listingDescriptionNoCity',
      values: {
        title: data.title[lang],
        city: data.city ?? '',
        // Mid-sentence: "for sale in Montréal", « à vendre à Montréal ».
        kind: instances[lang].t(`listingsSite:kinds.${data.kind}`).toLocaleLowerCase(lang),
      },
    },
    {
      image:
        photo && jpeg
          ? {
              url: jpeg.url,
              width: jpeg.width,
              height: Math.round((jpeg.width * photo.height) / photo.width),
            }
          : undefined,
    },
  );
};

/** /listings/{slug} and /fr/listings/{slug}: one mounted page for both languages. */
export default function ListingRoute() {
  const listing = useLoaderData<typeof loader>();
  // Only the build renders without a listing (its file is dropped).
  if (!listing) return <NotFound />;
  return (
    <ListingPage
      listing={listing}
      dealRoom={
        <DealRoomSection>
          <DealRoom
            slug={listing.slug}
            agreement={listing.agreement}
            version={listing.agreement_version}
            accessForm={({ agreement, submit, onAccepted }) => (
              <AccessForm slug={listing.slug} submit={submit} onAccepted={onAccepted}>
                {agreement}
              </AccessForm>
            )}
          />
        </DealRoomSection>
      }
    />
  );
}

/** An unknown or unpublished slug: the not-found page (the API answers it with 404). */
export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <RouteFailure />;
}
