import { useQuery } from '@tanstack/react-query';
import { MapPinOff, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { locationQueryOptions, offersAnything } from '../../../shared/location/location-query.ts';
import { Button, buttonClasses, Card, CardBody } from '../../../shared/ui/index.ts';
import { WALLET_PATHS } from '../paths.ts';

/**
 * Deposits need the player in a state where Kennel offers a game: say so before the card form.
 * Until the check answers (or when it cannot be reached) the form shows; the API still decides.
 */
export function LocatedWhereOffered({ children }: { children: ReactNode }) {
  const http = useHttpClient();
  const location = useQuery(locationQueryOptions(http));
  const located = location.data;
  if (!located || (located.state && offersAnything(located))) return children;
  return (
    <Card data-testid="deposit-location-notice">
      <CardBody className="flex flex-col items-center gap-3 py-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-warning/10 text-warning">
          <MapPinOff aria-hidden="true" className="size-7" />
        </span>
        <h2 className="font-bold text-xl tracking-tight">
          {located.state_name
            ? `Deposits aren’t available in ${located.state_name}`
            : 'We couldn’t confirm your location'}
        </h2>
        <p className="max-w-sm text-pretty text-muted text-sm">
          {located.state_name
            ? `Kennel doesn’t offer any games in ${located.state_name}, so you can’t deposit while you’re there. You can still withdraw your balance and see your history.`
            : 'We need to place you in a state where Kennel is offered before you deposit. Allow location access, then check again.'}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="secondary"
            icon={<RotateCw aria-hidden="true" />}
            loading={location.isFetching}
            onClick={() => void location.refetch()}
          >
            Check my location again
          </Button>
          <Link to={WALLET_PATHS.withdraw} className={buttonClasses({ variant: 'secondary' })}>
            Withdraw
          </Link>
          <Link to="/legality-underdog-contests" className={buttonClasses({ variant: 'ghost' })}>
            Where Kennel is offered
          </Link>
        </div>
      </CardBody>
    </Card>
  );
}
