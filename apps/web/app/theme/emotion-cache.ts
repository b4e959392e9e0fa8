import createCache from '@emotion/cache';

/** The same key at prerender and in the browser, so hydration adopts the prerendered styles. */
export const createEmotionCache = () => createCache({ key: 'css' });
