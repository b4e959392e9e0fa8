import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import siteCss from '../theme/site.css?inline';
import { RouteFailure } from '../ui/failure-view';
import { InlineStyle } from '../ui/inline-style';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollTop } from './scroll-top';

/** Every public page: skip link, header, the page, footer, scroll-to-top. Plain elements styled by
 * site.css, without MUI (ADR 0013). */
export default function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <InlineStyle name="site" css={siteCss} />
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollTop />
    </>
  );
}

/** A public page that failed (its code could not be downloaded, it threw while rendering). */
export function ErrorBoundary() {
  return <RouteFailure />;
}
