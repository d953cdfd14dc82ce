import type { TeamSummary } from '@kennel/core';
import { teamName } from '@kennel/core';
import { cn } from '../ui/index.ts';
import { teamColors } from './colors.ts';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg';

/** `2xs`: a team's link in a news item. */
const SIZES: Record<AvatarSize | '2xs', string> = {
  '2xs': 'size-5 text-[8px]',
  xs: 'size-6 text-[9px]',
  sm: 'size-8 text-[10px]',
  md: 'size-10 text-xs',
  lg: 'size-14 text-sm',
};

export type TeamAvatarProps = {
  team: Pick<TeamSummary, 'abbreviation' | 'primary_color' | 'sport_id' | 'location' | 'nickname'>;
  size?: AvatarSize | '2xs';
  className?: string;
};

/** The team's abbreviation on its primary colour, in white or ink, whichever reads better. */
export function TeamAvatar({ team, size = 'md', className }: TeamAvatarProps) {
  const colors = teamColors(team.primary_color);
  return (
    <span
      role="img"
      aria-label={teamName(team)}
      data-contrast={colors.contrast.toFixed(2)}
      style={{ backgroundColor: colors.background, color: colors.text }}
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full font-extrabold tracking-tight ring-1 ring-black/10 ring-inset dark:ring-white/10',
        SIZES[size],
        className,
      )}
    >
      {team.abbreviation.slice(0, 4)}
    </span>
  );
}
