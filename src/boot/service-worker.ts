// Starts a service worker once the page has loaded, for the app (/sw.js, scope /) and the kiosk
// (its own, scope /kiosk/). The start modules run after the first paint, which may already be past
// the load event. Without a worker (development, an old browser) the pages work online alone.
export function registerServiceWorker(file: string, scope: string): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register(file, { scope }).catch(() => undefined)
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register)
}
