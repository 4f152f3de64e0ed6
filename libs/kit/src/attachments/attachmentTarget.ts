import type { AttachmentTable } from '@facility/data/attachments';

export interface AttachmentTarget {
  table: AttachmentTable;
  id: string;
  /** false: the files show, nothing can be added or deleted (a lezer, a read-only view). */
  writable: boolean;
}
