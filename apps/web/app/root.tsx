// First: see zod-config.ts.
import './zod-config';
import roboto400 from '@fontsource/roboto/latin-400.css?inline';
import roboto500 from '@fontsource/roboto/latin-500.css?inline';
import roboto700 from '@fontsource/roboto/latin-700.css?inline';
import { type ReactNode, Suspense, useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { isLocalizedPath, LanguageProvider, languageOfPath, useRenderedLanguage } from './i18n/language';
import { NAVBAR_HEIGHT } from './site-config';
import { COLORS } from './theme/tokens';
import { ActiveSectionProvider } from './ui/active-section';
import { RouteFailure } from './ui/failure-view';
import { LoadingProvider } from './ui/loading';

// Inlined, not linked: a stylesheet link would block the first paint until it arrives (and, on a
// fast connection, until the scripts have run), which Lighthouse's mobile simulation turns into
// seconds. The @font-face rules use font-display: swap, so text paints at once in a fallback font.
const FONT_FACES = `${roboto400}${roboto500}${roboto700}`;
const BASE_STYLE = `html{scroll-padding-top:${NAVBAR_HEIGHT + 20}px}@media (prefers-reduced-motion: no-preference){html{scroll-behavior:smooth}}`;

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Public pages carry their language. A client's page the API rendered is in the language it was
  // rendered in (kept from the first render: the loader's data is gone after a navigation); the
  // portal's language is applied after start (LanguageProvider).
  const rendered = useRenderedLanguage();
  const [portalLang] = useState(rendered ?? 'en');
  const lang = isLocalizedPath(pathname) ? languageOfPath(pathname) : portalLang;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={COLORS.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time CSS */}
        <style dangerouslySetInnerHTML={{ __html: FONT_FACES + BASE_STYLE }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // MUI's theme is given by the pages built with it (MuiTheme), not here: the public pages do
  // without MUI (ADR 0013).
  return (
    <>
      {/* TanStack Query is provided by the pages that fetch (showcase, portal), not here: the
          home page does not need it and its JavaScript budget is tight. */}
      <LanguageProvider>
        <ActiveSectionProvider>
          {/* Catches a component whose messages are still loading (see i18n.ts). */}
          <Suspense fallback={null}>
            {/* Inside the boundary: React hydrates a boundary's content in a pass of its own, after
                the shell, so a timer started by the shell could run out (on a slow phone) before
                the hero it reveals is hydrated. */}
            <LoadingProvider>
              <Outlet />
            </LoadingProvider>
          </Suspense>
        </ActiveSectionProvider>
      </LanguageProvider>
    </>
  );
}

/** A failure the layouts' own boundaries did not catch (one in App's providers, say). React Router
 * renders this in place of App, so it brings the language itself. */
export function ErrorBoundary() {
  return (
    <LanguageProvider>
      <Suspense fallback={null}>
        <RouteFailure />
      </Suspense>
    </LanguageProvider>
  );
}

/** Shown by the SPA fallback (portal pages) until the client has started. Nothing: a frame painted
 * from the HTML would count every start-up task after it as blocking (ADR 0051). */
export function HydrateFallback() {
  return null;
}
