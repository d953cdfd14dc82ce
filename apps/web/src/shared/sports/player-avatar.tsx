import type { PlayerSummary } from '@kennel/core';
import { cn } from '../ui/index.ts';
import { FALLBACK_TEAM_COLOR, ringColors } from './colors.ts';
import { initials } from './format.ts';
import type { AvatarSize } from './team-avatar.tsx';

const SIZES: Record<AvatarSize, string> = {
  xs: 'size-6 text-[9px] ring-[1.5px]',
  sm: 'size-8 text-[11px] ring-2',
  md: 'size-10 text-sm ring-2',
  lg: 'size-16 text-lg ring-[3px]',
};

export type PlayerAvatarProps = {
  /** A player, or what a pick'em slip kept of one: the name and the team's colour. */
  player: Pick<PlayerSummary, 'first_name' | 'last_name'> & { team: { primary_color: string } | null };
  size?: AvatarSize;
  className?: string;
};

/** A photo placeholder: the player's initials, ringed in the team's colour. */
export function PlayerAvatar({ player, size = 'md', className }: PlayerAvatarProps) {
  const ring = ringColors(player.team?.primary_color ?? FALLBACK_TEAM_COLOR);
  return (
    <span
      aria-hidden="true"
      style={{ '--ring-light': ring.light, '--ring-dark': ring.dark } as React.CSSProperties}
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center rounded-full bg-surface-2 font-bold text-text ring-(--ring-light) dark:ring-(--ring-dark)',
        SIZES[size],
        className,
      )}
    >
      {initials(player.first_name, player.last_name)}
    </span>
  );
}
