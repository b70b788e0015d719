import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { supportFields } from '../support/contact-form';
import { uniqueEmail } from '../support/stack';
import { onCleanup } from './support/cleanup';
import { createFaultDatabase } from './support/database';
import { startApiProcess } from './support/processes';
import { startRedisServer } from './support/redis-server';
import { inParallel, report } from './support/statistics-system';

/**
 * A burst of contact forms, each with the costliest photo the api takes: as many pixels as the cap
 * of api/src/modules/contact/image.ts allows (5712 x 4284), a progressive JPEG (decoded only once
 * all its coefficients are in memory) turned by its EXIF orientation (so the whole picture is
 * decoded before it is turned), 4-5 MB. The api
 * runs as its own process, as in production; its peak memory is the kernel's high-water mark of
 * its resident set (VmHWM in /proc/<pid>/status), read after the burst.
 *
 * Aim (issue 26): under 600 MB, so a 1 GB container keeps its requests in flight; measured 574 and
 * 589 MB (from about 290 MB at rest). The bound is 650 MB: one run on a machine with both cores busy
 * read 622 MB (before libvips' cache was turned off), and a bound at the aim itself would fail CI on
 * that spread. Without a bound on decoding, 20 such forms took the api to 1.8-2.0 GB.
 */
const FORMS = 20;
const PEAK_LIMIT_MB = 650;
const WIDTH = 5712;
const HEIGHT = 4284;

/** Blocks of noise, 8 x 8 pixels each: a picture JPEG cannot shrink much, like a photo. */
async function largePhoto(): Promise<Buffer> {
  const blocks = await sharp({
    create: {
      width: Math.ceil(WIDTH / 8),
      height: Math.ceil(HEIGHT / 8),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(blocks).resize(WIDTH, HEIGHT, { kernel: 'nearest' }).withMetadata({ orientation: 6 }).jpeg({ quality: 78, progressive: true }).toBuffer();
}

/** Resident memory figures of a process, in MB (Linux /proc). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm'))?.[1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

describe('contact photos: memory under a burst', () => {
  it(`keeps the api under ${PEAK_LIMIT_MB} MB while ${FORMS} forms with a 24 MP photo each arrive at once, and stores every photo`, async () => {
    const [database, redis, photo, uploadDir] = await Promise.all([
      createFaultDatabase(),
      startRedisServer(),
      largePhoto(),
      mkdtemp(join(tmpdir(), 'voltline-photo-burst-')),
    ]);
    onCleanup(() => rm(uploadDir, { recursive: true, force: true }));
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    const api = await startApiProcess({
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'photo-burst',
      UPLOAD_DIR: uploadDir,
      CARE_EMAIL: 'care@voltline.example',
      // Each form from its own address (X-Forwarded-For), so the per-IP limit (5) stays out of the way.
      TRUST_PROXY: '1',
      MALLOC_ARENA_MAX: '1',
    });
    const before = await memoryOf(api.pid!);

    const post = async (i: number) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(supportFields(uniqueEmail('burst')))) body.append(name, value);
      body.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${api.baseUrl}/api/front/contact/submit`, { method: 'POST', body, headers: { 'x-forwarded-for': `198.18.7.${i + 1}` } });
      return { http: response.status, body: (await response.json()) as { state: number; status: number } };
    };
    const answers = await inParallel(FORMS, FORMS, post);
    const after = await memoryOf(api.pid!);

    expect(
      answers.filter((a) => a.body.state !== 1),
      api.output().slice(-3000),
    ).toEqual([]);
    const stored = (await readdir(uploadDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(stored).toHaveLength(FORMS);
    // Stored turned upright, at full size.
    const first = await sharp(join(stored[0]!.parentPath, stored[0]!.name)).metadata();
    expect([first.width, first.height]).toEqual([HEIGHT, WIDTH]);
    report('contact photos burst', {
      forms: FORMS,
      'photo (MB, pixels)': `${(photo.length / 1024 / 1024).toFixed(1)}, ${WIDTH} x ${HEIGHT}`,
      'api RSS before (MB)': before.rss,
      'api peak RSS (MB)': after.peak,
      'api RSS after (MB)': after.rss,
    });
    expect(after.peak).toBeLessThan(PEAK_LIMIT_MB);
  });
});
