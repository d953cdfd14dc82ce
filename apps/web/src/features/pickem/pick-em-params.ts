import { isPickTiming, type PickTiming } from '@kennel/core';
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
  sportId: string;
}

/**
 * Checks `/pick-em/:pageType/:pickTiming?/:sportId?`: unknown page types or timings are not pages
 * (404); a missing timing or sport is filled with the default (all, home).
 */
export function pickEmLoader({ params }: LoaderFunctionArgs): PickEmParams | Response {
  const { pageType = '', pickTiming, sportId } = params;
  if (!isPickEmPageType(pageType) || (pickTiming !== undefined && !isPickTiming(pickTiming))) {
    throw data('Not found', { status: 404 });
  }
  if (pickTiming === undefined || sportId === undefined) {
    return redirect(`/pick-em/${pageType}/${pickTiming ?? 'all'}/${sportId ?? 'home'}`);
  }
  return { pageType, pickTiming, sportId };
}
