/** The spec's display name rule: market name, else first plus last name, else username. */
export function displayName(person: { marketname: string | null; first_name: string; last_name: string; username: string }): string {
  const market = person.marketname?.trim();
  if (market) return market;
  const fullName = `${person.first_name} ${person.last_name}`.trim();
  return fullName || person.username;
}
