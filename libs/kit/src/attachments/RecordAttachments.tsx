import { lazyView } from '@facility/ui';
import type { AttachmentTarget } from './attachmentTarget';

/** The files and the ways to add them: loaded when a dialog with attachments first opens. */
const AttachmentsPanel = lazyView(() => import('./AttachmentsPanel'));

export const preloadAttachments = () => AttachmentsPanel.preload();

/** 'Bijlagen' in a row's dialog: its photos and documents. */
export function RecordAttachments(props: AttachmentTarget) {
  return <AttachmentsPanel {...props} />;
}
