import { formatMonthDay, formatUpcoming, type GameSummary, SPORTS, type SportId } from '@kennel/core';

// Clocks: `clock_seconds` is the time left in the period (the clock a broadcast shows counting down);
// soccer shows the match minute instead, counted up from the half's start.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 252 → "4:12". */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;
}

/** "Q3", "P2", "2H", "Inning 6", and overtime as each sport calls it ("OT", "2OT", "ET"). */
export function formatPeriod(sportId: SportId, period: number): string {
  const sport = SPORTS[sportId];
  if (period > sport.periods) {
    const extra = period - sport.periods;
    if (sportId === 'mlb') return `Inning ${period}`;
    if (sportId === 'soccer') return 'ET';
    if (sportId === 'nhl' && extra > 1) return 'SO';
    return extra === 1 ? 'OT' : `${extra}OT`;
  }
  if (sportId === 'mlb') return `Inning ${period}`;
  if (sportId === 'soccer') return `${period}H`;
  return `${sport.periodLabel}${period}`;
}

/** The live line of an in-progress game: "Q3 4:12", "P2 11:05", "Inning 6", "2H 67'", "Half". */
export function formatLiveClock(game: Pick<GameSummary, 'sport_id' | 'period' | 'clock_seconds'>): string {
  const { sport_id: sportId, period, clock_seconds: clock } = game;
  const sport = SPORTS[sportId];
  if (period <= 0) return 'Starting';
  const label = formatPeriod(sportId, period);
  if (clock === null || sport.periodSeconds === 0) return label;
  if (sportId === 'soccer') {
    const elapsed = Math.max(0, sport.periodSeconds - clock);
    const minute = (Math.min(period, sport.periods) - 1) * 45 + Math.floor(elapsed / 60) + 1;
    if (clock === 0 && period === 1) return 'HT';
    return `${label} ${minute}'`;
  }
  if (clock === 0) {
    if (period * 2 === sport.periods) return 'Half';
    return `End ${label}`;
  }
  return `${label} ${formatClock(clock)}`;
}

/** A start: "in 12 min" within the hour, then in Eastern Time: "7:30 PM ET" today, "Tue 7:30 PM ET" this week. */
export function formatStartTime(startsAt: string, now: Date): string {
  const start = new Date(startsAt);
  const minutes = Math.round((start.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0 && minutes > -5) return 'Starting';
  if (minutes > 0 && minutes < 60) return `in ${minutes} min`;
  return formatUpcoming(start, now);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' });

/** "just now", "5 min. ago", "3 hr. ago", "yesterday", then the date. */
export function formatPublished(publishedAt: string, now: Date): string {
  const seconds = Math.round((now.getTime() - new Date(publishedAt).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < 7 * 86_400) return relative.format(-Math.floor(seconds / 86_400), 'day');
  return formatMonthDay(publishedAt);
}

/** A stat as a card shows it: whole numbers bare, averages to one place; time on ice as minutes. */
export function formatStat(key: string, value: number | undefined): string {
  if (value === undefined) return '0';
  if (key === 'time_on_ice_seconds') return formatClock(Math.round(value));
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** "Patrick Mahomes" → "PM"; a one-word name gives its first two letters. */
export function initials(...names: string[]): string {
  const words = names.flatMap((name) => name.trim().split(/\s+/)).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
}
