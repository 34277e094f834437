/**
 * Calendar arithmetic on ISO strings (`YYYY-MM-DD`, `YYYY-MM`, `YYYY`), in UTC, so results never
 * depend on the machine's time zone. ISO dates compare correctly as strings.
 */

/** `YYYY-MM-DD` of a Date, in UTC. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number)
  return [y, m ?? 1, d ?? 1]
}

/** Adds (or subtracts) months, clamping the day to the target month's length (31 Mar − 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso)
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, last))
  return toIsoDate(target)
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso)
  return toIsoDate(new Date(Date.UTC(y, m - 1, d + days)))
}

export function subtractDuration(iso: string, d: {days?: number; months?: number; years?: number}): string {
  let out = iso
  if (d.years) out = addMonths(out, -12 * d.years)
  if (d.months) out = addMonths(out, -d.months)
  if (d.days) out = addDays(out, -d.days)
  return out
}

export function addDuration(iso: string, d: {days?: number; months?: number; years?: number}): string {
  let out = iso
  if (d.years) out = addMonths(out, 12 * d.years)
  if (d.months) out = addMonths(out, d.months)
  if (d.days) out = addDays(out, d.days)
  return out
}

/**
 * The last day covered by a date-like value: a month `2025-05` ends on 2025-05-31, a year on
 * 31 December; a full date is itself.
 */
export function endOf(value: string): string {
  if (/^\d{4}$/.test(value)) return `${value}-12-31`
  if (/^\d{4}-\d{2}$/.test(value)) {
    const [y, m] = parts(value)
    return toIsoDate(new Date(Date.UTC(y, m, 0)))
  }

  return value
}

/** The first day covered by a date-like value. */
export function startOf(value: string): string {
  if (/^\d{4}$/.test(value)) return `${value}-01-01`
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`
  return value
}

/** Months between two `YYYY-MM` values (b − a). */
export function monthDiff(a: string, b: string): number {
  const [ya, ma] = parts(a)
  const [yb, mb] = parts(b)
  return (yb - ya) * 12 + (mb - ma)
}
