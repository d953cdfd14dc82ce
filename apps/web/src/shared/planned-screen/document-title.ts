import { useEffect } from 'react';

/** Sets the browser tab's title for the screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Kennel`;
  }, [title]);
}
