/** Now, to the minute: a query that names the moment stays the same query (and cache key) for a minute. */
export function thisMinute(now: Date = new Date()): Date {
  const minute = new Date(now);
  minute.setSeconds(0, 0);
  return minute;
}

/**
 * PostgREST `or` filter for open tasks at `now`: not completed, or recurring with
 * its next occurrence begun (a completed occurrence does not complete the series).
 */
export function openTasksFilter(now: Date = thisMinute()): string {
  return `is_completed.eq.false,next_occurrence_at.lte.${now.toISOString()}`;
}
