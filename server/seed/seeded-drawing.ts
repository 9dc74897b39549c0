/** Seeded randomness and colours the demo drawings share: the same seed always draws the same picture. */

export type Random = () => number;

/** FNV-1a of the seed's text, then mulberry32: the same seed always draws the same picture. */
export function seededRandom(seed: string | number): Random {
  let state = 0x811c9dc5;
  for (const character of String(seed)) {
    state ^= character.codePointAt(0) ?? 0;
    state = Math.imul(state, 0x01000193) >>> 0;
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, low: number, high: number): number {
  return low + random() * (high - low);
}

export function pick<T>(random: Random, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(((hue % 360) + 360) % 360)},${Math.round(saturation)}%,${Math.round(lightness)}%)`;
}
