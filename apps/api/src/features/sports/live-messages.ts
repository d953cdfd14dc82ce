import { type GameSummary, gameTopic, type NewsItemView, newsTopic, sportGamesTopic } from '@kennel/core';
import type { SportsLiveMessage } from './live.ts';

/** A game's new state goes to its own topic and to its sport's scoreboard. */
export function gameMessages(game: GameSummary): SportsLiveMessage[] {
  return [
    { type: 'game', topic: gameTopic(game.id), data: game },
    { type: 'game', topic: sportGamesTopic(game.sport_id), data: game },
  ];
}

/** A news item goes to its sport's feed and to the all-sports feed. */
export function newsMessages(items: readonly NewsItemView[]): SportsLiveMessage[] {
  return items.flatMap((item): SportsLiveMessage[] => [
    { type: 'news', topic: newsTopic(item.sport_id), data: item },
    { type: 'news', topic: newsTopic('all'), data: item },
  ]);
}
