import { SPORT_LABELS, type Sport, SportIcon } from '../../../shared/icons/index.ts';
import { Tabs } from '../../../shared/ui/index.ts';

const BEST_BALL_SPORTS: readonly Sport[] = ['nfl', 'nba', 'mlb', 'nhl', 'cfb', 'golf'];

/** Sport tabs for best ball pages; the first sport is selected when the address names none. */
export function SportTabs({ basePath, current }: { basePath: string; current?: string }) {
  return (
    <Tabs
      label="Sports"
      variant="pill"
      value={current ?? BEST_BALL_SPORTS[0]!}
      items={BEST_BALL_SPORTS.map((sport) => ({
        value: sport,
        label: SPORT_LABELS[sport],
        icon: <SportIcon sport={sport} size={18} />,
        to: `${basePath}/${sport}`,
      }))}
    />
  );
}
