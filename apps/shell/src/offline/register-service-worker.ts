/**
 * Registers the deployment's service worker (the gateway serves /sw.js: docs/decisions/0024), once the page
 * has loaded so it never competes with the first render. The dev server serves none: the registration
 * fails there, quietly.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
