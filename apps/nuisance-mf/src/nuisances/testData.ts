// Rows for the component tests of this remote.
import type { Nuisance } from './nuisanceRow';

/** A report in Kantoor Utrecht, room Vergaderzaal Dom, that needs a follow-up action. */
export function aReport(overrides: Partial<Nuisance> = {}): Nuisance {
  return {
    id: 'n1',
    date_time: new Date(2026, 10, 20, 21, 30).toISOString(),
    location: 'b1',
    space_id: 's1',
    housing_id: null,
    parking_space_id: null,
    description: 'Harde muziek na 23:00',
    has_photo: false,
    message_left: false,
    resident_contacted: false,
    follow_up_required: true,
    follow_up_completed_at: null,
    created_at: '2026-11-20T21:35:00.000Z',
    attachment_count: 0,
    building: { id: 'b1', name: 'Kantoor Utrecht' },
    space: { id: 's1', name: 'Vergaderzaal Dom' },
    housing: null,
    parking_space: null,
    ...overrides,
  };
}
