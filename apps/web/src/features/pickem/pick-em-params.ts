import { isPickTiming, isSportId, type PickemBoardQuery, type PickTiming, type SportId } from '@kennel/core';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';

export const PICK_EM_PAGE_TYPES = ['higher-lower', 'rivals'] as const;
export type PickEmPageType = (typeof PICK_EM_PAGE_TYPES)[number];

export function isPickEmPageType(value: string): value is PickEmPageType {
  return (PICK_EM_PAGE_TYPES as readonly string[]).includes(value);
}

export interface PickEmParams {
  pageType: PickEmPageType;
  pickTiming: PickTiming;
  /** A sport id, or 'home' for every sport. */
  sportId: SportId | 'home';
}

/** The board the page shows: its kind, timing tab and sport (every sport on "home"). */
export function boardQueryOf({ pageType, pickTiming, sportId }: PickEmParams): PickemBoardQuery {
  const kind = pageType === 'rivals' ? 'rivals' : 'higher_lower';
  return sportId === 'home' ? { kind, timing: pickTiming } : { kind, timing: pickTiming, sport: sportId };
}

/**
 * Checks `/pick-em/:pageType/:pickTiming?/:sportId?`: unknown page types, timings or sports are not
 * pages (404); a missing timing or sport is filled with the default (all, home).
 */
export function pickEmLoader({ params }: LoaderFunctionArgs): PickEmParams | Response {
  const { pageType = '', pickTiming, sportId } = params;
  if (!isPickEmPageType(pageType) || (pickTiming !== undefined && !isPickTiming(pickTiming))) {
    throw data('Not found', { status: 404 });
  }
  if (pickTiming === undefined || sportId === undefined) {
    return redirect(`/pick-em/${pageType}/${pickTiming ?? 'all'}/${sportId ?? 'home'}`);
  }
  if (sportId !== 'home' && !isSportId(sportId)) throw data('Not found', { status: 404 });
  return { pageType, pickTiming, sportId };
}
