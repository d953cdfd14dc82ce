import { ArrowRight, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { buttonClasses, Spinner } from '../../../shared/ui/index.ts';
import { APP_STORE_LINKS, type AppStore, storeForDevice, storeNavigation } from './app-stores.ts';
import { StoreButton, StoreButtons } from './store-buttons.tsx';

/**
 * `/download-the-app`: the short link shared in ads and texts. A phone goes straight on to its store;
 * a computer, or a phone whose store page does not open, gets both buttons.
 */
export function DownloadTheAppPage() {
  useDocumentTitle('Get the Kennel app');
  // Decided after the first paint: the page is prerendered, and the server cannot know the device.
  const [store, setStore] = useState<AppStore | null>(null);
  useEffect(() => {
    const found = storeForDevice({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
    });
    setStore(found);
    if (found) storeNavigation.go(APP_STORE_LINKS[found].href);
  }, []);

  return (
    <div
      data-page="download-the-app"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-8 py-6 text-center sm:py-12"
    >
      <span className="flex size-16 items-center justify-center rounded-3xl bg-brand text-brand-contrast shadow-card [&_svg]:size-8">
        <Smartphone aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-3">
        <h1 className="text-balance font-extrabold text-3xl tracking-tight sm:text-4xl">
          Get the Kennel app
        </h1>
        <p className="text-pretty text-muted sm:text-lg">
          Best ball drafts, pick’em, the sportsbook and prediction markets, on iPhone and Android.
        </p>
      </div>
      <div aria-live="polite" className="flex w-full flex-col items-center gap-4">
        {store ? (
          <>
            <p className="flex items-center gap-2 font-semibold">
              <Spinner size={18} label={null} className="text-brand" />
              Opening {APP_STORE_LINKS[store].name}…
            </p>
            <p className="text-muted text-sm">If nothing happens, tap the button below.</p>
            <StoreButton store={store} />
          </>
        ) : (
          <StoreButtons className="justify-center" />
        )}
      </div>
      <div className="flex flex-col items-center gap-2 border-border border-t pt-6 text-sm">
        <Link
          to="/download"
          className="inline-flex items-center gap-1 font-semibold text-brand hover:underline"
        >
          What’s in the app and what your phone needs
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/android-download" className="font-semibold text-brand hover:underline">
          Android install help
        </Link>
        <Link to="/lobby" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mt-2' })}>
          Keep playing on the web
        </Link>
      </div>
    </div>
  );
}
