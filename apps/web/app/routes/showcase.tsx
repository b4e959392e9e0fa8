import { SHOWCASE_SLUG } from '@crm/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { type MetaArgs, useParams } from 'react-router';
import { showcaseQueryClient } from '../features/showcase/api';
import { ShowcasePage } from '../features/showcase/showcase-page';
import { pageMeta } from '../seo';
import { site } from '../site-config';
import { NotFound } from '../ui/not-found';

// Titles are static: the page is prerendered before its record loads. The featured property has
// its own; any other showcase gets the generic one.
export const meta = ({ location, params }: MetaArgs) =>
  pageMeta(
    location.pathname,
    params.slug === site.featuredShowcase
      ? { title: 'meta.showcaseTitle', description: 'meta.showcaseDescription' }
      : { title: 'meta.showcaseGenericTitle', description: 'meta.showcaseGenericDescription' },
  );

/** /:slug and /fr/:slug: one mounted page for both languages, so switching keeps its state. */
export default function ShowcaseRoute() {
  const { slug = '' } = useParams();
  if (!SHOWCASE_SLUG.test(slug)) return <NotFound />;
  return (
    <QueryClientProvider client={showcaseQueryClient}>
      <ShowcasePage key={slug} slug={slug} />
    </QueryClientProvider>
  );
}
