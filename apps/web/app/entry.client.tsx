import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages, namespacesFor } from './i18n/i18n';
import { documentRenderedLanguage, storedLanguage } from './i18n/language';
import { isLocalizedPath, languageOfPath } from './i18n/paths';
import { registerServiceWorker } from './service-worker-registration';

// The first render must match the HTML: load this page's messages in its language first (a client's
// page the API rendered is in its own; the rest of the portal starts in the remembered language).
const { pathname } = window.location;
const lang = isLocalizedPath(pathname)
  ? languageOfPath(pathname)
  : (documentRenderedLanguage() ?? storedLanguage() ?? 'en');
await loadMessages(lang, namespacesFor(pathname)).catch((error: unknown) => {
  console.error('Could not load messages', error);
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      {/* No Emotion cache here: the portal's MUI uses Emotion's default one (it is never
          prerendered), and the public pages never load Emotion (ADR 0013). */}
      <HydratedRouter />
    </StrictMode>,
  );
});

registerServiceWorker();
