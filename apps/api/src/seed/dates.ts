const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** `days` whole days (negative: before) after a seed's reference day, at `hour` UTC. */
export function daysFrom(referenceDate: Date, days: number, hour = 0): Date {
  return new Date(referenceDate.getTime() + days * DAY_MS + hour * HOUR_MS);
}
