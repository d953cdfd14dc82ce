/** What is left of a wait, as a player reads it: "23 h 59 min", "4 min", "less than a minute". */
export function formatWait(ms: number): string {
  if (ms < 60_000) return 'less than a minute';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${minutes % 60} min`;
}
