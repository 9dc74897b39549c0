import type { CityTable } from './city-table';
import { distanceKm, type LatLng } from './spherical';

/** The 1° cell a point lies in, as the city table's grid keys it. */
export function cellOf(lat: number, lng: number): string {
  return `${Math.floor(lat)}:${Math.floor(lng)}`;
}

/** The index of the nearest city within `maxKm` and its distance, searching the 1° cells the circle can reach. */
export function nearestCity(table: CityTable, point: LatLng, maxKm: number): { index: number; distance: number } | undefined {
  const latCells = Math.ceil(maxKm / 111) + 1;
  const cosLat = Math.cos((point.lat * Math.PI) / 180);
  const lngCells = cosLat < 0.02 ? 180 : Math.min(180, Math.ceil(maxKm / (111 * cosLat)) + 1);
  let best: { index: number; distance: number } | undefined;
  const baseLat = Math.floor(point.lat);
  const baseLng = Math.floor(point.lng);
  for (let dLat = -latCells; dLat <= latCells; dLat += 1) {
    const lat = baseLat + dLat;
    if (lat < -90 || lat > 89) continue;
    for (let dLng = -lngCells; dLng <= lngCells; dLng += 1) {
      const lng = ((((baseLng + dLng + 180) % 360) + 360) % 360) - 180;
      for (const index of table.grid.get(`${lat}:${lng}`) ?? []) {
        const distance = distanceKm(point, { lat: table.lats[index] ?? 0, lng: table.lngs[index] ?? 0 });
        if (distance <= maxKm && (!best || distance < best.distance)) best = { index, distance };
      }
    }
  }
  return best;
}
