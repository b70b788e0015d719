import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, CONTACT_IMAGE_TYPES, Status } from '@voltline/contracts';

export interface CleanImage {
  data: Buffer;
  contentType: string;
  extension: string;
}

/** Decoding stops past this many pixels: a small file can still claim a huge canvas (decompression bomb). */
const MAX_PIXELS = 50_000_000;

/**
 * Checks that an upload is an image by its content (magic bytes, never the name or the declared
 * type), then re-encodes it: sharp writes no metadata unless asked, so EXIF (GPS position, camera
 * serial) is dropped. The orientation EXIF carried is applied to the pixels first, so the photo
 * still shows the right way up. Anything that is not a decodable JPEG, PNG, WebP or GIF is 622.
 */
export async function cleanImage(upload: Buffer): Promise<CleanImage> {
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !(CONTACT_IMAGE_TYPES as readonly string[]).includes(detected.mime)) throw new AppError(Status.fileRejected, 200, [{ field: 'image' }]);
  try {
    const image = sharp(upload, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    switch (detected.mime) {
      case 'image/jpeg':
        return { data: await image.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
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
