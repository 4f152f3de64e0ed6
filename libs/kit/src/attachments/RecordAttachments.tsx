import { lazyView } from '@facility/ui';
import type { AttachmentTarget } from './attachmentTarget';
import type { NewRowAttachmentsProps } from './NewRowAttachments';

/** The files and the ways to add them: loaded when a dialog with attachments first opens. */
const AttachmentsPanel = lazyView(() => import('./AttachmentsPanel'));
const NewRowFiles = lazyView(() => import('./NewRowAttachments'));

/** 'Bijlagen' in a row's dialog: its photos and documents. */
export function RecordAttachments(props: AttachmentTarget) {
  return <AttachmentsPanel {...props} />;
}

/** 'Bijlagen' in the form of a new row: chosen files go up once the row is saved. */
export function NewRowAttachments(props: NewRowAttachmentsProps) {
  return <NewRowFiles {...props} />;
}
