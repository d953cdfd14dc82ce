/**
 * A lobby contest's name without its slate, where the slate is already shown (the lobby's picker, a
 * slate's completed teams): "Sprint $5.00" from "NFL · Week 15 · Tue Nov 24, 10:40 AM ET · Sprint $5.00"
 * (and from names made before the slate and the style had their dot between them). Null when the name
 * does not start with the slate's.
 */
export function contestNameWithoutSlate(name: string, slateName: string | null | undefined): string | null {
  if (!slateName) return null;
  for (const prefix of [`${slateName} · `, `${slateName} `])
    if (name.startsWith(prefix)) return name.slice(prefix.length);
  return null;
}
