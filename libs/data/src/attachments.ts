// Photos and documents of a row (20261202000100_attachments.sql): files in the private
// storage bucket 'attachments' under '<table>/<row id>/<file id>.<ext>', each with an
// optional thumbnail '<file id>.thumb.jpg' that the browser makes. The bucket's policies
// follow the row's building rules; this entry is loaded only where attachments show.
import useSWR from 'swr';
import { StorageClient } from '@supabase/storage-js';
import { accessToken, supabase } from './client';
import { unwrap } from './reads';
import { UserError } from './errors';
import { numberText } from './displayText';

export const ATTACHMENT_TABLES = ['malfunctions', 'nuisances', 'technical_provisions', 'housing'] as const;
export type AttachmentTable = (typeof ATTACHMENT_TABLES)[number];

export const ATTACHMENT_BUCKET = 'attachments';
/** The bucket's limit; the database refuses more too. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** The types the bucket accepts, with the extension a stored file gets. */
export const ATTACHMENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** For the file picker: what it offers. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES).join(',');

export interface AttachmentFile {
  /** The object's name in the bucket. */
  path: string;
  /** The name the file had on the user's device. */
  name: string;
  mimetype: string;
  size: number;
  created_at: string;
  thumb_path: string | null;
}

export function isAttachmentType(type: string): type is AttachmentType {
  return Object.hasOwn(ATTACHMENT_TYPES, type);
}

export function isImage(file: Pick<AttachmentFile, 'mimetype'>): boolean {
  return file.mimetype.startsWith('image/');
}

/** '1,2 MB', '340 kB': a size as staff read it. */
export function sizeText(bytes: number): string {
  const format = (value: number, unit: string) => `${numberText(value, 1)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(Math.round(bytes / 1024), 'kB');
  return `${bytes} bytes`;
}

/** Why a chosen file cannot be added, before any upload starts; null when it can. */
export function attachmentRefusal(file: { name: string; type: string; size: number }): string | null {
  if (!isAttachmentType(file.type)) return `'${file.name}' is geen foto of pdf. Voeg alleen afbeeldingen (jpg, png, webp, gif) of pdf-bestanden toe.`;
  if (file.size > MAX_ATTACHMENT_BYTES) return `'${file.name}' is groter dan 20 MB (${sizeText(file.size)}).`;
  return null;
}

/** '<table>/<row id>/<file id>.<ext>' and its thumbnail. */
export function attachmentPaths(table: AttachmentTable, rowId: string, type: AttachmentType, fileId = crypto.randomUUID()) {
  const base = `${table}/${rowId}/${fileId}`;
  return { path: `${base}.${ATTACHMENT_TYPES[type]}`, thumbPath: `${base}.thumb.jpg` };
}

/** The key under which a row's files are cached (refreshed after an upload or delete). */
export function attachmentsKey(table: AttachmentTable, rowId: string) {
  return ['attachments', table, rowId] as const;
}

/** A row's files, oldest first. */
export async function readAttachments(table: AttachmentTable, rowId: string): Promise<AttachmentFile[]> {
  // attachment_files is stable: a GET, cached like the other reads.
  const answer = await supabase().rpc('attachment_files', { p_table: table, p_row: rowId }, { get: true });
  // A file without a thumbnail has thumb_path null (the generated type cannot say so).
  return unwrap(answer) ?? [];
}

/** A row's files, cached; `mutate` after an upload or delete. */
export function useAttachments(table: AttachmentTable, rowId: string) {
  return useSWR(attachmentsKey(table, rowId), () => readAttachments(table, rowId));
}

const THUMB_LINK_SECONDS = 600;

/** Links to show the files' thumbnails (an image without one: the image itself), valid for ten minutes. */
export function useThumbnailLinks(files: AttachmentFile[] | undefined) {
  const paths = (files ?? []).filter(isImage).map((file) => file.thumb_path ?? file.path);
  return useSWR(paths.length ? ['attachment-thumbnails', ...paths] : null, () => signedAttachmentUrls(paths, THUMB_LINK_SECONDS), {
    // Renewed before the links run out, for a dialog left open.
    refreshInterval: (THUMB_LINK_SECONDS - 60) * 1000,
    revalidateOnFocus: false,
  });
}

/** Links that open the files for `seconds` (a private bucket has no public links). */
export async function signedAttachmentUrls(paths: string[], seconds: number): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const { data, error } = await bucket().createSignedUrls(paths, seconds);
  if (error) throw storageError(error);
  return new Map((data ?? []).flatMap((entry) => (entry.signedUrl && entry.path ? [[entry.path, entry.signedUrl] as const] : [])));
}

export async function signedAttachmentUrl(path: string, seconds: number): Promise<string> {
  const { data, error } = await bucket().createSignedUrl(path, seconds);
  if (error || !data) throw storageError(error);
  return data.signedUrl;
}

/** Deletes a file with its thumbnail. */
export async function removeAttachment(file: Pick<AttachmentFile, 'path' | 'thumb_path'>): Promise<void> {
  const paths = file.thumb_path ? [file.path, file.thumb_path] : [file.path];
  const { data, error } = await bucket().remove(paths);
  if (error) throw storageError(error);
  // Storage answers which objects it removed: none means the caller may not (or it was gone).
  if (!data?.some((object) => object.name === file.path)) throw new UserError(STORAGE_MESSAGES['403']);
}

export interface UploadRequest {
  path: string;
  body: Blob;
  /** The file's own name, kept with it. */
  name: string;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file as supabase-js's storage client does (POST /object/<bucket>/<path>,
 * multipart), but with XMLHttpRequest: fetch cannot tell how much of a body was sent, and
 * the user watches a progress bar.
 */
export async function uploadAttachment({ path, body, name, onProgress, signal }: UploadRequest): Promise<void> {
  const token = await accessToken();
  const { url, key } = storageEndpoint();
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('metadata', JSON.stringify({ name }));
  form.append('', body, name);
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${url}/object/${ATTACHMENT_BUCKET}/${path}`);
    request.setRequestHeader('apikey', key);
    request.setRequestHeader('authorization', `Bearer ${token ?? key}`);
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.total);
    request.onload = () => (request.status < 300 ? resolve() : reject(new UserError(uploadFailureMessage(request.status, request.responseText))));
    request.onerror = () => reject(new UserError(STORAGE_MESSAGES.network));
    request.onabort = () => reject(new UserError(STORAGE_MESSAGES.aborted));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

/** What a storage client needs of the page's one supabase client: plain fields, which its types call protected. */
interface ClientParts {
  storageUrl: URL;
  headers: Record<string, string>;
  /** supabase-js's fetch: it adds the anon key and the signed-in user's token. */
  fetch: typeof fetch;
  supabaseKey: string;
}
const clientParts = () => supabase() as unknown as ClientParts;

/** The storage API's address and the anon key. */
function storageEndpoint(): { url: string; key: string } {
  const client = clientParts();
  return { url: client.storageUrl.href, key: client.supabaseKey };
}

let storage: { client: unknown; api: StorageClient } | undefined;

/**
 * The bucket, through a storage client of its own: the builds leave storage out of the page's
 * supabase client (most pages show no files), so this entry brings it, with the client's
 * address, headers and signed-in fetch.
 */
function bucket() {
  const client = supabase();
  if (storage?.client !== client) {
    const parts = clientParts();
    storage = { client, api: new StorageClient(parts.storageUrl.href, parts.headers, parts.fetch) };
  }
  return storage.api.from(ATTACHMENT_BUCKET);
}

export const STORAGE_MESSAGES = {
  '400': 'Het bestand kon niet worden opgeslagen: de aanvraag was ongeldig.',
  '403': 'Je hebt geen rechten om bestanden bij deze rij toe te voegen of te verwijderen.',
  '404': 'Het bestand bestaat niet meer.',
  '409': 'Er bestaat al een bestand met deze naam.',
  '413': 'Het bestand is groter dan 20 MB.',
  '415': 'Alleen afbeeldingen (jpg, png, webp, gif) en pdf-bestanden kunnen worden toegevoegd.',
  network: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  aborted: 'Het uploaden is gestopt.',
  other: 'Er is een fout opgetreden bij het opslaan van het bestand.',
} as const;

/** The Dutch reason for a refused upload, by the storage API's status code. */
export function uploadFailureMessage(status: number, body = ''): string {
  let code = String(status);
  try {
    code = String((JSON.parse(body) as { statusCode?: string | number }).statusCode ?? status);
  } catch {
    // not JSON: the HTTP status says it
  }
  if (code === '401') code = '403';
  return STORAGE_MESSAGES[code as keyof typeof STORAGE_MESSAGES] ?? STORAGE_MESSAGES.other;
}

function storageError(error: unknown): UserError {
  const status = (error as { statusCode?: string | number; status?: number } | null)?.statusCode ?? (error as { status?: number } | null)?.status;
  return new UserError(status ? uploadFailureMessage(Number(status)) : STORAGE_MESSAGES.other);
}
