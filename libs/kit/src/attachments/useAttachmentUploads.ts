import { useCallback, useState } from 'react';
import { refreshTables } from '@facility/data/records';
import {
  attachmentPaths,
  attachmentRefusal,
  isAttachmentType,
  uploadAttachment,
  type AttachmentTable,
  type AttachmentType,
} from '@facility/data/attachments';
import { failureToast, useToast } from '@facility/ui';
import { prepareFile } from './imageScaling';

export interface Upload {
  key: number;
  name: string;
  /** 0–100; null while a photo is being scaled down. */
  percent: number | null;
}

let nextKey = 1;

/** Scales only what can be; a PDF or GIF counts as it is. */
const scalable = (type: AttachmentType) => type !== 'application/pdf' && type !== 'image/gif';

/**
 * Adds files to a row: refused ones are told at once, before anything is sent (not an image
 * or PDF, over 20 MB); the rest are scaled down and uploaded one after another, each with
 * its progress. `onUploaded` runs after each file that landed.
 */
export function useAttachmentUploads(table: AttachmentTable, onUploaded: () => void) {
  const { toast } = useToast();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (key: number, percent: number | null) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, percent } : u)));
  const done = (key: number) => setUploads((all) => all.filter((u) => u.key !== key));

  const uploadOne = useCallback(
    async (rowId: string, file: File, type: AttachmentType, key: number) => {
      const prepared = await prepareFile(file, type);
      const refusal = attachmentRefusal({ name: file.name, type: prepared.type, size: prepared.body.size });
      if (refusal) throw new RefusedFile(refusal);
      const { path, thumbPath } = attachmentPaths(table, rowId, prepared.type);
      update(key, 0);
      await uploadAttachment({ path, body: prepared.body, name: file.name, onProgress: (sent, total) => update(key, total ? Math.round((sent / total) * 100) : 0) });
      // A file without its thumbnail still shows (by its own image): a failed thumbnail is not told.
      if (prepared.thumb) await uploadAttachment({ path: thumbPath, body: prepared.thumb, name: file.name }).catch(() => undefined);
    },
    [table],
  );

  /** The files that may be added; the others are told in one toast. */
  const screen = useCallback(
    (files: Iterable<File>): File[] => {
      const accepted: File[] = [];
      const refusals: string[] = [];
      for (const file of files) {
        const refusal = attachmentRefusal({ name: file.name, type: file.type, size: isAttachmentType(file.type) && scalable(file.type) ? 0 : file.size });
        if (refusal) refusals.push(refusal);
        else accepted.push(file);
      }
      if (refusals.length) toast({ variant: 'destructive', title: 'Niet toegevoegd', description: refusals.join(' ') });
      return accepted;
    },
    [toast],
  );

  const add = useCallback(
    async (files: Iterable<File>, rowId: string) => {
      const accepted = screen(files).map((file) => ({ file, type: file.type as AttachmentType, key: nextKey++ }));
      if (accepted.length === 0) return;
      setUploads((all) => [...all, ...accepted.map(({ file, key }) => ({ key, name: file.name, percent: null }))]);
      for (const { file, type, key } of accepted) {
        try {
          await uploadOne(rowId, file, type, key);
          onUploaded();
        } catch (error) {
          const text = error instanceof RefusedFile ? error.message : undefined;
          // What the toast cannot say (an unexpected failure) stays findable in the console.
          if (!text) console.error('bijlage niet toegevoegd', error);
          toast(text ? { variant: 'destructive', title: 'Niet toegevoegd', description: text } : failureToast({ title: `'${file.name}' is niet toegevoegd` }, error));
        } finally {
          done(key);
        }
      }
      await refreshTables([table]);
    },
    [toast, screen, uploadOne, onUploaded, table],
  );

  return { uploads, add, screen };
}

class RefusedFile extends Error {}
