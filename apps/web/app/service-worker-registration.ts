/** Registers /sw.js (public/sw.js caches the public site's static assets). Spec §8: service-worker
 * errors are only logged. Skipped in development, where Vite serves changing modules. */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  // After the page's own downloads; the entry may run after `load` already fired.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
