/** Clears everything Kennel keeps in the browser: local and session storage, caches, service workers. */
export async function clearBrowserData(): Promise<void> {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage can be disabled; nothing to clear then
  }
  if ('caches' in window) {
    const names = await window.caches.keys();
    await Promise.all(names.map((name) => window.caches.delete(name)));
  }
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
}
