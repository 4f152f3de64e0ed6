import { useCallback } from 'react';
import { refreshTable, supabase, toDutchMessage, unwrap } from '@facility/data';
import { useToast, type Toast } from '@facility/ui';
import { setTaskCompleted, type CompletableTask } from '../tasks/taskCompletion';
import type { ValidMeterReading } from './meterReadingSchema';

export const UTILITY_NOT_FOUND = 'Kon de nutsvoorziening niet vinden.';
export const READING_SAVE_FAILED = 'Er is een fout opgetreden bij het opslaan van de meteropname.';

const failed = (description: string): Toast => ({ variant: 'destructive', title: 'Fout', description });

/** The readable utility of `type` (the oldest, should there be several), or null. */
async function findReadableUtility(type: string): Promise<{ id: string } | null> {
  const query = supabase()
    .from('utilities')
    .select('id')
    .eq('type', type)
    .eq('is_readable', true)
    .order('created_at', { ascending: true })
    .limit(1)
    .maybeSingle();
  return unwrap(await query);
}

async function insertReading(utilityId: string, reading: ValidMeterReading) {
  const query = supabase().from('utility_readings').insert({
    utility_id: utilityId,
    reading_value: reading.reading_value,
    reading_date: reading.reading_date.toISOString(),
  });
  unwrap(await query);
  void refreshTable('utility_readings');
}

/**
 * Stores a reading for the utility of `utilityType` and completes the task, so
 * the reading is not entered twice. Returns whether the reading was stored.
 */
export function useSaveMeterReading() {
  const { toast } = useToast();
  return useCallback(
    async (task: CompletableTask, utilityType: string, reading: ValidMeterReading): Promise<boolean> => {
      let utility: { id: string } | null;
      try {
        utility = await findReadableUtility(utilityType);
      } catch (error) {
        toast(failed(toDutchMessage(error)));
        return false;
      }
      if (!utility) {
        toast(failed(UTILITY_NOT_FOUND));
        return false;
      }
      try {
        await insertReading(utility.id, reading);
      } catch {
        toast(failed(READING_SAVE_FAILED));
        return false;
      }
      toast({ variant: 'success', title: 'Meteropname toegevoegd', description: 'De meteropname is succesvol toegevoegd.' });
      await setTaskCompleted(task, true).catch((error) =>
        toast({ variant: 'destructive', title: 'Fout bij bijwerken taak', description: toDutchMessage(error) }),
      );
      return true;
    },
    [toast],
  );
}
