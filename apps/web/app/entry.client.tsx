import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages, namespacesFor } from './i18n/i18n';
import { storedLanguage } from './i18n/language';
import { isLocalizedPath, languageOfPath } from './i18n/paths';
import { registerServiceWorker } from './service-worker-registration';
import { createEmotionCache } from './theme/emotion-cache';

const cache = createEmotionCache();

// The first render must match the HTML: load this page's messages in its language first (the
// portal starts in the remembered language).
const { pathname } = window.location;
const lang = isLocalizedPath(pathname) ? languageOfPath(pathname) : (storedLanguage() ?? 'en');
await loadMessages(lang, namespacesFor(pathname)).catch((error: unknown) => {
  console.error('Could not load messages', error);
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
