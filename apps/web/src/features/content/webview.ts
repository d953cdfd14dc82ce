import { useLocation } from 'react-router';

/** Pages opened inside the mobile app live under /m/ and must keep their links there. */
export function useWebview(): boolean {
  return useLocation().pathname.startsWith('/m/');
}

// Only these content pages have a webview twin under /m/ (routes.tsx).
const WEBVIEW_TWINS = new Set(['/careers', '/careers-faqs', '/guarddog', '/responsible-gaming-resources']);

/** The address of a content page as seen from a webview page, or from the site. */
export function contentPath(path: string, webview: boolean): string {
  return webview && WEBVIEW_TWINS.has(path) ? `/m${path}` : path;
}
