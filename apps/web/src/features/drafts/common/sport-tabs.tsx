import { SPORT_LABELS, type Sport, SportIcon } from '../../../shared/icons/index.ts';
import { Tabs } from '../../../shared/ui/index.ts';
import { useBestBallSports } from './best-ball-sports.ts';

/**
 * Sport tabs for best ball pages: only sports with best ball (`useBestBallSports`); the first is
 * selected when the address names none. A sport the address names keeps its tab.
 */
export function SportTabs({ basePath, current }: { basePath: string; current?: string }) {
  const offered = useBestBallSports();
  const sports: Sport[] =
    current && !offered.includes(current as Sport) && current in SPORT_LABELS
      ? [...offered, current as Sport]
      : offered;
  return (
    <Tabs
      label="Sports"
      variant="pill"
      value={current ?? sports[0] ?? 'nfl'}
      items={sports.map((sport) => ({
        value: sport,
        label: SPORT_LABELS[sport],
        icon: <SportIcon sport={sport} size={18} />,
        to: `${basePath}/${sport}`,
      }))}
    />
  );
}
