import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '@voltline/platform/storage';
import { contactService, type ContactDeps } from './service';

describe('contact service', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'voltline-contact-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('removes the stored photo when the request cannot be saved', async () => {
    const db = { $transaction: async () => Promise.reject(new Error('database unavailable')) };
    const service = contactService({
      db: db as unknown as ContactDeps['db'],
      outbox: {} as ContactDeps['outbox'],
      storage: createStorage({ UPLOAD_DIR: dir, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false }),
      careEmail: 'care@voltline.example',
      publicUrl: 'https://voltline.example',
      log: pino({ level: 'silent' }),
    });
    const request = { subject: 'general' as const, name: 'Ann', email: 'ann@example.com', country: 'US', message: 'Hi' };
    await expect(service.submit(request, { data: Buffer.from('png'), contentType: 'image/png', extension: 'png' }, 'us')).rejects.toThrow(
      'database unavailable',
    );
    expect(await readdir(join(dir, 'contact'))).toEqual([]);
  });
});
