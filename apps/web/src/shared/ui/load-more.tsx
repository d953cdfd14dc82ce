import { Button } from './button.tsx';

export interface LoadMoreProps {
  /** Another page is there to load; without one nothing shows. */
  more: boolean;
  loading: boolean;
  load: () => void;
}

/** The next page of a list, on request. */
export function LoadMore({ more, loading, load }: LoadMoreProps) {
  if (!more) return null;
  return (
    <Button variant="secondary" className="self-center" disabled={loading} onClick={load}>
      {loading ? 'Loading…' : 'Load more'}
    </Button>
  );
}
