import type { PickTiming } from '@kennel/core';
import { Target } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { SPORT_LABELS, type Sport, SportIcon } from '../../shared/icons/index.ts';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';
import { Tabs } from '../../shared/ui/index.ts';
import type { PickEmParams } from './pick-em-params.ts';
import { PickTimingPicker } from './pick-timing-picker.tsx';
import { PredictionMarketsLink } from './prediction-markets-link.tsx';

const PICK_EM_SPORTS: readonly Sport[] = [
  'nfl',
  'nba',
  'mlb',
  'nhl',
  'soccer',
  'golf',
  'tennis',
  'mma',
  'esports',
];

/** `/pick-em/:pageType/:pickTiming/:sportId`: higher/lower or rivals picks, by timing and sport. */
export function PickEmPage() {
  const { pageType, pickTiming, sportId } = useLoaderData() as PickEmParams;
  const href = (next: Partial<PickEmParams>) =>
    `/pick-em/${next.pageType ?? pageType}/${next.pickTiming ?? pickTiming}/${next.sportId ?? sportId}`;
  return (
    <PlannedScreen
      section="Pick’em"
      title={pageType === 'rivals' ? 'Rivals' : 'Higher or lower'}
      subtitle={
        pageType === 'rivals'
          ? 'Pick which of two players puts up the bigger number.'
          : 'Pick whether each player goes higher or lower than the line.'
      }
      icon={<Target aria-hidden="true" />}
      highlights={[
        'Player cards with team, game time or live game state',
        'Stat lines with higher and lower buttons, boosts and discounts',
        'Search and stat filters',
        'An entry slip with Standard or Flex, payout preview and entry fee',
        'Your slip is kept on this device, so a reload loses nothing',
        'Picks whose lines moved are flagged so you can accept the new lines',
      ]}
      links={[
        { to: '/live', label: 'Live entries' },
        { to: '/results', label: 'Results' },
        { to: '/rules/pick-em', label: 'Pick’em rules' },
      ]}
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Tabs
            label="Pick’em games"
            value={pageType}
            items={[
              { value: 'higher-lower', label: 'Higher/Lower', to: href({ pageType: 'higher-lower' }) },
              { value: 'rivals', label: 'Rivals', to: href({ pageType: 'rivals' }) },
            ]}
          />
          <PredictionMarketsLink />
        </div>
        <PickTimingPicker
          current={pickTiming}
          hrefFor={(timing: PickTiming) => href({ pickTiming: timing })}
        />
        <Tabs
          label="Sports"
          variant="pill"
          value={sportId}
          items={[
            { value: 'home', label: 'All sports', to: href({ sportId: 'home' }) },
            ...PICK_EM_SPORTS.map((sport) => ({
              value: sport,
              label: SPORT_LABELS[sport],
              icon: <SportIcon sport={sport} size={18} />,
              to: href({ sportId: sport }),
            })),
          ]}
        />
      </div>
    </PlannedScreen>
  );
}
