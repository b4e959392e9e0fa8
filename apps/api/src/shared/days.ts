// Calendar days (YYYY-MM-DD) in the firm's time zone (TIME_ZONE): the call lists' dates, the rent
// roll's as_of, the leases in effect behind an address's pct_leased.
/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
