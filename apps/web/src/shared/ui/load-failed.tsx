import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

export interface LoadFailedProps {
  /** What did not load, as the player would say it ("The lobby did not load"). */
  title: ReactNode;
  /** Why, and what to do next. */
  body: ReactNode;
  onRetry: () => void;
}

/** A section's content could not be fetched: announced as an alert, with "Try again". */
export function LoadFailed({ title, body, onRetry }: LoadFailedProps) {
  return (
    <div role="alert">
      <EmptyState
        icon={<CloudOff aria-hidden="true" />}
        title={title}
        body={body}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}
