import { CalendarDays } from 'lucide-react';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `2026-11-24` as "November 24, 2026" (the date is a calendar day, so read in UTC). */
export function formatDocumentDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The version line every document shows under its title. */
export function DocumentMeta({ version, effectiveDate }: { version: string; effectiveDate: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
      <CalendarDays aria-hidden="true" className="size-4" />
      <span>
        Effective <time dateTime={effectiveDate}>{formatDocumentDate(effectiveDate)}</time>
      </span>
      <span aria-hidden="true">·</span>
      <span>Version {version}</span>
    </p>
  );
}
