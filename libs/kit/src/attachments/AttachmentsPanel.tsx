import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { refreshTables, toDutchMessage } from '@facility/data/records';
import {
  isImage,
  removeAttachment,
  signedAttachmentUrl,
  useAttachments,
  useThumbnailLinks,
  type AttachmentFile,
} from '@facility/data/attachments';
import { ConfirmDialog, ErrorState, LoadingState, useToast } from '@facility/ui';
import { useConfirmDelete } from '../useConfirmDelete';
import { deleteTexts } from '../texts';
import type { AttachmentTarget } from './attachmentTarget';
import { AttachmentDropZone } from './AttachmentDropZone';
import { AttachmentTile } from './AttachmentTile';
import { AttachmentViewer } from './AttachmentViewer';
import { useAttachmentUploads } from './useAttachmentUploads';
import { UploadList } from './UploadList';

/** How long a link to open a file stays valid: long enough to load it, short enough not to be passed on. */
const OPEN_LINK_SECONDS = 60;

const DELETE_TEXTS = deleteTexts({ name: 'Bijlage', the: 'de bijlage', this: 'deze bijlage' });
const { confirm } = DELETE_TEXTS;

/** A row's photos and documents: thumbnails, a viewer, and (where allowed) adding and deleting. */
export default function AttachmentsPanel({ table, id, writable }: AttachmentTarget) {
  const { data: files, error, isLoading, mutate } = useAttachments(table, id);
  const thumbnails = useThumbnailLinks(files);
  const { toast } = useToast();
  const refresh = useCallback(() => void mutate(), [mutate]);
  const { uploads, add } = useAttachmentUploads(table, refresh);
  const [viewing, setViewing] = useState<{ file: AttachmentFile; link?: string } | null>(null);
  const remove = async (file: AttachmentFile) => {
    await removeAttachment(file);
    await Promise.all([mutate(), refreshTables([table])]);
  };
  const deletion = useConfirmDelete(remove, DELETE_TEXTS);

  const open = async (file: AttachmentFile) => {
    if (isImage(file)) setViewing({ file });
    // A PDF opens in a tab of its own; the tab is opened now, while the click still counts as one.
    const tab = isImage(file) ? null : window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const link = await signedAttachmentUrl(file.path, OPEN_LINK_SECONDS);
      if (tab) tab.location.href = link;
      else setViewing((shown) => (shown?.file === file ? { file, link } : shown));
    } catch (failure) {
      tab?.close();
      setViewing(null);
      toast({ variant: 'destructive', title: 'Het bestand kon niet worden geopend.', description: toDutchMessage(failure) });
    }
  };

  return (
    <Box component="section" aria-labelledby={`attachments-${id}`} sx={{ mt: 2, display: 'grid', gap: 1 }}>
      <Typography id={`attachments-${id}`} variant="subtitle1" component="h3">
        Bijlagen{files?.length ? ` (${files.length})` : ''}
      </Typography>
      {writable && <AttachmentDropZone onFiles={(chosen) => void add(chosen, id)} />}
      <UploadList uploads={uploads} />
      {!files && isLoading && <LoadingState />}
      {!files && error && <ErrorState title="De bijlagen konden niet worden geladen." text={toDutchMessage(error)} onRetry={refresh} />}
      {files && files.length === 0 && uploads.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nog geen bijlagen.
        </Typography>
      )}
      {files && files.length > 0 && (
        <Box component="ul" aria-label="Bijlagen" sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {files.map((file) => (
            <AttachmentTile
              key={file.path}
              file={file}
              thumbnail={thumbnails.data?.get(file.thumb_path ?? file.path)}
              onOpen={() => void open(file)}
              onDelete={writable ? () => deletion.ask(file) : undefined}
            />
          ))}
        </Box>
      )}
      <AttachmentViewer file={viewing?.file ?? null} link={viewing?.link} onClose={() => setViewing(null)} />
      {deletion.dialog.open && confirm && <ConfirmDialog {...deletion.dialog} {...confirm} />}
    </Box>
  );
}
