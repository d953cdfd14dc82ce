import { Newspaper } from 'lucide-react';
import { useLocation, useParams } from 'react-router';
import { SPORT_LABELS, type Sport, SportIcon } from '../../shared/icons/index.ts';
import { PlannedScreen } from '../../shared/planned-screen/index.ts';
import { Tabs } from '../../shared/ui/index.ts';

const NEWS_SPORTS: readonly Sport[] = ['nfl', 'nba', 'mlb', 'nhl', 'soccer', 'golf'];

/** `/news-feed/:sportId?` and `/m/news-feed/:sportId`: player news from the sports data feed. */
export function NewsFeedPage() {
  const { sportId = NEWS_SPORTS[0]! } = useParams();
  const webview = useLocation().pathname.startsWith('/m/');
  return (
    <PlannedScreen
      section="News"
      title="Player news"
      subtitle="Injuries, depth-chart moves and lineup news as it breaks."
      icon={<Newspaper aria-hidden="true" />}
      highlights={[
        'The latest news for every player, newest first',
        'Injury status and what it means for projections',
        'Filter by sport',
        'Jump from a news item to the player’s lines',
      ]}
      links={[
        { to: '/pick-em', label: 'Make picks' },
        { to: '/lobby', label: 'Draft' },
      ]}
    >
      <Tabs
        label="Sports"
        variant="pill"
        value={sportId}
        items={NEWS_SPORTS.map((sport) => ({
          value: sport,
          label: SPORT_LABELS[sport],
          icon: <SportIcon sport={sport} size={18} />,
          to: `${webview ? '/m' : ''}/news-feed/${sport}`,
        }))}
      />
    </PlannedScreen>
  );
}
