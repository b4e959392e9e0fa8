// Failures have one face (ADR 0033): a route that throws (every route's error boundary) and a page
// whose record could not be loaded show the same view, in the reader's language, with a way out.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useLanguage } from '../i18n/language';
import { isLocalizedPath } from '../i18n/paths';
import failureCss from './failure-view.css?inline';
import { InlineStyle } from './inline-style';

export type FailureReason = 'notFound' | 'network' | 'server' | 'unexpected';

/** What went wrong, in words the reader can act on. An answer's status is read off the error
 * (the router's responses, the API client's ApiError: 0 when no answer came back); a script that
 * could not be downloaded (offline, or a chunk gone after a deploy) is a TypeError from fetch. */
export function failureReason(error: unknown): FailureReason {
  const status = isRouteErrorResponse(error)
    ? error.status
    : typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : null;
  if (status === 404) return 'notFound';
  if (status === 0 || (error instanceof TypeError && /fetch|import/i.test(error.message))) return 'network';
  if (status !== null && status >= 500) return 'server';
  return 'unexpected';
}

interface FailureViewProps {
  error: unknown;
  /** Where the way back leads: the portal's search page, or the public site's home page. */
  area: 'portal' | 'public';
  /** Asks again without leaving the page (a query's refetch); by default the page is reloaded. */
  onReload?: () => void;
}

export function FailureView({ error, area, onReload }: FailureViewProps) {
  const { t } = useTranslation('common');
  const { href } = useLanguage();
  return (
    <div className="failure" role="alert" data-testid="failure-view">
      <InlineStyle name="failure" css={failureCss} />
      <h1>{t('failure.title')}</h1>
      <p>{t(`failure.${failureReason(error)}`)}</p>
      <div className="failure-actions">
        <button type="button" onClick={onReload ?? (() => window.location.reload())}>
          {t('failure.reload')}
        </button>
        {area === 'portal' ? (
          <Link to="/admin">{t('failure.backToSearch')}</Link>
        ) : (
          <Link to={href('/')}>{t('failure.backHome')}</Link>
        )}
      </div>
    </div>
  );
}

/** A route module's ErrorBoundary: the error the route threw, on the portal or the public site. */
export function RouteFailure() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // The boundary catches the error, so nothing else reports it.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return <FailureView error={error} area={isLocalizedPath(pathname) ? 'public' : 'portal'} />;
}
