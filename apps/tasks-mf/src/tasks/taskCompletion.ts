import { useCallback } from 'react';
import { updateRow, type TablesUpdate } from '@facility/data/records';
import { useToastedAction, type FailureToast, type ToastedActionMessages } from '@facility/ui';
import { nextOccurrenceAfter, type SchedulableTask } from '../calendar/occurrences';

export interface CompletableTask extends SchedulableTask {
  id: string;
}

/**
 * The change that completes a task (stamping the time) or reopens it (clearing it).
 * Completing a recurring task completes this occurrence, not the series: it also
 * stores when the next occurrence starts, from which moment the task is open again.
 */
export function completionChange(task: SchedulableTask, completed: boolean, now: Date = new Date()): TablesUpdate<'tasks'> {
  if (!completed) return { is_completed: false, completed_at: null, next_occurrence_at: null };
  const next = nextOccurrenceAfter(task, now);
  return { is_completed: true, completed_at: now.toISOString(), next_occurrence_at: next ? next.toISOString() : null };
}

/** Open: not completed, or recurring and its next occurrence has begun. */
export function isTaskOpen(task: { is_completed: boolean; next_occurrence_at: string | null }, now: Date = new Date()) {
  return !task.is_completed || (task.next_occurrence_at !== null && new Date(task.next_occurrence_at) <= now);
}

/** Completes or reopens `task`; fails when no such task exists. Refreshes every task list. */
export async function setTaskCompleted(task: CompletableTask, completed: boolean): Promise<void> {
  await updateRow('tasks', task.id, completionChange(task, completed));
}

/** The failure toast of a task that could not be completed or reopened: the Dutch reason. */
export const TASK_UPDATE_FAILED: FailureToast = { title: 'Fout bij bijwerken taak' };

const COMPLETED: ToastedActionMessages = {
  success: { title: 'Taak voltooid', description: 'De taak is gemarkeerd als voltooid.' },
  failure: TASK_UPDATE_FAILED,
};
const REOPENED: ToastedActionMessages = {
  success: { title: 'Taak heropend', description: 'De taak is heropend.' },
  failure: TASK_UPDATE_FAILED,
};

/** `run(task)` completes the task (with `completed` false: reopens it) and tells the user how it went. */
export function useSetTaskCompleted(completed: boolean) {
  const action = useCallback((task: CompletableTask) => setTaskCompleted(task, completed), [completed]);
  return useToastedAction(action, completed ? COMPLETED : REOPENED);
}
