import { PREDICTION_MARKETS_UNAVAILABLE_MESSAGE } from '@kennel/core';
import { ChartLine, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/index.ts';

/** Prediction markets live only in the mobile app; on web the link explains that instead of navigating. */
export function PredictionMarketsLink() {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        aria-expanded={shown}
        onClick={() => setShown(true)}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <ChartLine aria-hidden="true" />
        Prediction markets
      </button>
      <div role="status" aria-live="polite">
        {shown && (
          <p className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-2 px-3 py-2 text-sm">
            <Smartphone aria-hidden="true" className="size-4 text-brand" />
            {PREDICTION_MARKETS_UNAVAILABLE_MESSAGE}
            <Link to="/download-the-app" className="font-semibold text-brand hover:underline">
              Get the app
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
