import type { Selected } from '@facility/data/records';
import { SPACE_WITH_BUILDING } from '../common/format';

/** What /cleaning reads of a quote: with its space and building, and its supplier. */
export const CLEANING_REQUEST_SELECT = `*, ${SPACE_WITH_BUILDING}, supplier:suppliers(id, name, company_name)` as const;
export type CleaningRequest = Selected<'cleaning_requests', typeof CLEANING_REQUEST_SELECT>;
