import { type PickTiming, SPORT_IDS } from '@kennel/core';
import { LayoutGrid } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { SPORT_LABELS, SportIcon } from '../../shared/icons/index.ts';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { PageHeader, Tabs } from '../../shared/ui/index.ts';
import { BoardSection } from './board/board-section.tsx';
import { boardQueryOf, type PickEmParams } from './pick-em-params.ts';
import { PickTimingPicker } from './pick-timing-picker.tsx';
import { PredictionMarketsLink } from './prediction-markets-link.tsx';
import { SlipProvider } from './slip/slip-context.tsx';
import { SlipDock } from './slip/slip-dock.tsx';

/** `/pick-em/:pageType/:pickTiming/:sportId`: the board of higher/lower or rivals lines and the entry slip. */
export function PickEmPage() {
  const params = useLoaderData() as PickEmParams;
  const { pageType, pickTiming, sportId } = params;
  const href = (next: Partial<PickEmParams>) =>
    `/pick-em/${next.pageType ?? pageType}/${next.pickTiming ?? pickTiming}/${next.sportId ?? sportId}`;
  const rivals = pageType === 'rivals';
  useDocumentTitle(rivals ? 'Rivals · Pick’em' : 'Pick’em');
  return (
    <SlipProvider>
      <div className="flex flex-col gap-4 pb-24 sm:gap-5 lg:pb-0">
        <PageHeader
          flush
          eyebrow="Pick’em"
          title={rivals ? 'Rivals' : 'Higher or lower'}
          subtitle={
            <span className="hidden sm:inline">
              {rivals
                ? 'Pick which of two players puts up the bigger number, handicap included.'
                : 'Pick whether each player goes higher or lower than the line. 2 to 8 picks an entry.'}
            </span>
          }
        />
        <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
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
            {
              value: 'home',
              label: 'All sports',
              icon: <LayoutGrid aria-hidden="true" className="size-[18px]" />,
              to: href({ sportId: 'home' }),
            },
            ...SPORT_IDS.map((sport) => ({
              value: sport,
              label: SPORT_LABELS[sport],
              icon: <SportIcon sport={sport} size={18} />,
              to: href({ sportId: sport }),
            })),
          ]}
        />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <BoardSection
            // A new board starts with a clear search and every stat.
            key={`${pageType}/${pickTiming}/${sportId}`}
            query={boardQueryOf(params)}
            allTimingsHref={pickTiming === 'all' ? null : href({ pickTiming: 'all' })}
          />
          <SlipDock />
        </div>
      </div>
    </SlipProvider>
  );
}
