/** A catalogue entry: the HTTP status, and the title and message the player sees (what to do next). */
export interface ErrorEntry {
  status: number;
  title: string;
  detail: string;
}

/** A feature's own error codes, merged into the catalogue (errors.ts) as its endpoints are into the registry. */
export type ErrorEntries = Record<string, ErrorEntry>;
