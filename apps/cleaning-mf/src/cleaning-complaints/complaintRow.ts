import type { Selected } from '@facility/data/records';
import { SPACE_WITH_BUILDING } from '../common/format';

/** What /cleaning-complaints reads of a complaint: with its space and building. */
export const COMPLAINT_SELECT = `*, ${SPACE_WITH_BUILDING}` as const;
export type CleaningComplaint = Selected<'cleaning_complaints', typeof COMPLAINT_SELECT>;
