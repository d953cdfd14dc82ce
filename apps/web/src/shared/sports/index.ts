export { contrastRatio, ringColors, teamColors } from './colors.ts';
export {
  formatClock,
  formatLiveClock,
  formatPeriod,
  formatPublished,
  formatStartTime,
  formatStat,
  initials,
} from './format.ts';
export { GameChip, type GameChipProps, gameStatusText } from './game-chip.tsx';
export { keyStats } from './key-stats.ts';
export { PlayerAvatar, type PlayerAvatarProps } from './player-avatar.tsx';
export { PlayerCard, type PlayerCardProps } from './player-card.tsx';
export { PlayerNewsList, SectionTitle } from './player-card-sections.tsx';
export {
  patchKeepingServerTime,
  ServerClock,
  serverClockOffset,
  useServerClock,
  useServerClockOffset,
} from './server-clock.ts';
export { STATUS_SHORT, StatusBadge, type StatusBadgeProps } from './status-badge.tsx';
export { type AvatarSize, TeamAvatar, type TeamAvatarProps } from './team-avatar.tsx';
export { followsLive, newerGame, storeGamePush, useLiveGame } from './use-live-game.ts';
export { useNow } from './use-now.ts';
