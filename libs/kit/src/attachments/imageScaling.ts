// Photos are scaled down in the browser before they are sent: a phone's 12-megapixel photo
// (4–10 MB) becomes at most 2,000 px on its long side, a few hundred kB, and a thumbnail.
import type { AttachmentType } from '@facility/data/attachments';

export const MAX_PHOTO_SIDE = 2000;
export const THUMB_SIDE = 320;
const PHOTO_QUALITY = 0.85;
const THUMB_QUALITY = 0.7;

/** The size within `max` on the long side, same proportions; unchanged when it fits. */
export function scaledSize(width: number, height: number, max: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const factor = max / long;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** What a scaled image is saved as: a photo as JPEG, a PNG (a screenshot, a drawing) as PNG. */
function outputType(type: AttachmentType): 'image/jpeg' | 'image/png' {
  return type === 'image/png' ? 'image/png' : 'image/jpeg';
}

async function draw(bitmap: ImageBitmap, max: number, type: string, quality: number): Promise<Blob> {
  const size = scaledSize(bitmap.width, bitmap.height, max);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent pixel would turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.convertToBlob({ type, quality });
}

export interface PreparedFile {
  body: Blob;
  type: AttachmentType;
  thumb: Blob | null;
}

/**
 * The file as it is sent: an image larger than MAX_PHOTO_SIDE scaled down (an animated GIF
 * and a PDF as they are), with a thumbnail for an image. An image the browser cannot
 * decode goes as it is, without a thumbnail.
 */
export async function prepareFile(file: File, type: AttachmentType): Promise<PreparedFile> {
  if (type === 'application/pdf' || type === 'image/gif' || typeof createImageBitmap !== 'function') return { body: file, type, thumb: null };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { body: file, type, thumb: null };
  }
  try {
    const fits = Math.max(bitmap.width, bitmap.height) <= MAX_PHOTO_SIDE;
    const output = outputType(type);
    const body = fits ? file : await draw(bitmap, MAX_PHOTO_SIDE, output, PHOTO_QUALITY);
    const thumb = await draw(bitmap, THUMB_SIDE, 'image/jpeg', THUMB_QUALITY);
    return { body, type: fits ? type : output, thumb };
  } finally {
    bitmap.close();
  }
}
