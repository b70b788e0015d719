import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@voltline/contracts';
import { cleanImage } from './image';

// The pixel cap as docs/product.md §5 and §9 state it, written here rather than imported.
const WIDTH = 5712;
const HEIGHT = 4284;

describe('contact photos', () => {
  it('drops EXIF from a JPEG and turns it the way the camera said', async () => {
    // 60 x 40 pixels stored, orientation 6: the camera was turned, the photo is 40 x 60 upright.
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#888' } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const clean = await cleanImage(photo);
    const meta = await sharp(clean.data).metadata();
    expect(clean).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 60]);
  });

  it('keeps the first frame of a GIF as a PNG', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    expect(await cleanImage(gif)).toMatchObject({ contentType: 'image/png', extension: 'png' });
  });

  it('refuses what is not an image by its content (622), whatever its name, and a truncated image', async () => {
    await expect(cleanImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({ status: 622 });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const error = await cleanImage(png.subarray(0, 60)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(622);
  });

  // Encodes and decodes two 24-megapixel photos: about a second on a quiet machine, many more on a
  // busy two-core one (vitest's 5 s default ran out there).
  it('takes a photo of 5712 x 4284 pixels and refuses one row more (622)', { timeout: 60_000 }, async () => {
    const photo = (height: number) =>
      sharp({ create: { width: WIDTH, height, channels: 3, background: '#789' } })
        .jpeg()
        .toBuffer();
    const atCap = await cleanImage(await photo(HEIGHT));
    expect(await sharp(atCap.data).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT });
    await expect(cleanImage(await photo(HEIGHT + 1))).rejects.toMatchObject({ status: 622 });
  });
});
