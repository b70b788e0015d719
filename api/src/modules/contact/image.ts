import sharp from 'sharp';
import pLimit from 'p-limit';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, CONTACT_IMAGE_TYPES, Status } from '@voltline/contracts';

export interface CleanImage {
  data: Buffer;
  contentType: string;
  extension: string;
}

/**
 * Decoding stops past this many pixels: a small file can still claim a huge canvas (decompression
 * bomb), and every pixel costs memory while the photo is turned and re-encoded (about 3 bytes
 * decoded, as much again for a progressive JPEG's coefficients). 5712 x 4284 is the largest photo a
 * phone saves unless set otherwise: the 24 MP default of 48 MP cameras; most phones save 12 MP.
 * Their full-resolution modes (48-200 MP) make JPEGs that rarely fit the 5 MB limit anyway.
 */
export const MAX_PIXELS = 5712 * 4284;

/**
 * Photos decoded at once in this process; the others wait their turn, holding only their upload.
 * A photo at MAX_PIXELS takes up to ~150 MB while it is decoded, turned and re-encoded, and glibc
 * keeps much of what a decode freed for the next one on the same thread: one at a time keeps a
 * burst of 20 large photos under 600 MB for the whole api, two did not
 * (tests/faults/contact-photos-memory.test.ts; docs/operations.md, "Memory"). A 12 MP photo takes
 * about half a second, so a visitor waits seconds only behind a burst of large ones.
 */
export const DECODING_AT_ONCE = 1;
const decoding = pLimit(DECODING_AT_ONCE);
// libvips keeps recent operations and their pixels for reuse (up to 50 MB by default); every
// photo here is new, so the cache only holds memory. One libvips thread per decode: each thread
// holds its own tile buffers, and with one decode at a time a second thread saved little time.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Checks that an upload is an image by its content (magic bytes, never the name or the declared
 * type), then re-encodes it: sharp writes no metadata unless asked, so EXIF (GPS position, camera
 * serial) is dropped. The orientation EXIF carried is applied to the pixels first, so the photo
 * still shows the right way up. Anything that is not a decodable JPEG, PNG, WebP or GIF is 622.
 */
export async function cleanImage(upload: Buffer): Promise<CleanImage> {
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !(CONTACT_IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw new AppError(Status.fileRejected, 200, [{ field: 'image' }]);
  return decoding(() => reencode(upload, detected.mime));
}

async function reencode(upload: Buffer, mime: string): Promise<CleanImage> {
  try {
    const image = sharp(upload, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    switch (mime) {
      case 'image/jpeg':
        // Optimised Huffman tables need every coefficient of the picture in memory before the first
        // byte is written (about 3 bytes a pixel more); without them the encoder streams, and the
        // file is a few percent larger.
        return { data: await image.jpeg({ quality: 90, optimiseCoding: false }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
      case 'image/webp':
        return { data: await image.webp({ quality: 90 }).toBuffer(), contentType: 'image/webp', extension: 'webp' };
      default:
        // PNG stays PNG; a GIF keeps its first frame, as a PNG (one still picture is what support needs).
        return { data: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
    }
  } catch {
    // The header said image but the pixels do not decode: truncated or crafted.
    throw new AppError(Status.fileRejected, 200, [{ field: 'image' }]);
  }
}
