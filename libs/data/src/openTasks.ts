/**
 * PostgREST `or` filter for open tasks at `now`: not completed, or recurring with
 * its next occurrence begun (a completed occurrence does not complete the series).
 */
export function openTasksFilter(now: Date = new Date()): string {
  return `is_completed.eq.false,next_occurrence_at.lte.${now.toISOString()}`;
}
