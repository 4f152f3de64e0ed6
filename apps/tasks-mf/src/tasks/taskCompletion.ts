import { useCallback } from 'react';
import { refreshTable, supabase, toDutchMessage, unwrap, type TablesUpdate } from '@facility/data';
import { useToast } from '@facility/ui';

/** The change that completes a task (stamping the time) or reopens it (clearing it). */
export function completionChange(completed: boolean, now: Date = new Date()): TablesUpdate<'tasks'> {
  return { is_completed: completed, completed_at: completed ? now.toISOString() : null };
}

/** Completes or reopens task `id`; fails when no such task exists. Refreshes every task list. */
export async function setTaskCompleted(id: string, completed: boolean) {
  const query = supabase().from('tasks').update(completionChange(completed)).eq('id', id).select('id').single();
  unwrap(await query);
  void refreshTable('tasks');
}

/** `setCompleted(id, completed)`: saves the change and tells the user how it went. */
export function useSetTaskCompleted() {
  const { toast } = useToast();
  return useCallback(
    async (id: string, completed: boolean) => {
      try {
        await setTaskCompleted(id, completed);
        toast(
          completed
            ? { variant: 'success', title: 'Taak voltooid', description: 'De taak is gemarkeerd als voltooid.' }
            : { variant: 'success', title: 'Taak heropend', description: 'De taak is heropend.' },
        );
        return true;
      } catch (error) {
        toast({ variant: 'destructive', title: 'Fout bij bijwerken taak', description: toDutchMessage(error) });
        return false;
      }
    },
    [toast],
  );
}
