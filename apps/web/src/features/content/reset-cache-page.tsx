import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { Button, Card, CardBody, Spinner } from '../../shared/ui/index.ts';
import { clearBrowserData } from './reset-cache.ts';

const reloadHome = () => window.location.replace('/');

/** `/reset-cache`: clears the app's storage and caches, then reloads at the home page. */
export function ResetCachePage({ reload = reloadHome }: { reload?: () => void }) {
  useDocumentTitle('Resetting Kennel');
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    clearBrowserData()
      .then(() => {
        if (!cancelled) reload();
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailed(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
    };
  }, [reload]);

  return (
    <div data-page="Reset cache" className="mx-auto w-full max-w-md py-10">
      <Card>
        <CardBody className="flex flex-col items-center gap-4 text-center">
          {failed ? (
            <>
              <h1 className="font-bold text-xl">We could not clear everything</h1>
              <p className="text-muted text-sm">{failed}</p>
              <Button icon={<RefreshCw aria-hidden="true" />} onClick={reload}>
                Continue to Kennel
              </Button>
            </>
          ) : (
            <>
              <Spinner size={32} label={null} className="text-brand" />
              <h1 className="font-bold text-xl">Clearing saved data…</h1>
              <p className="text-muted text-sm">
                We are removing Kennel’s stored data and caches from this browser, then reloading.
              </p>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
