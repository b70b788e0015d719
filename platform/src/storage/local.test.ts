import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from './index';
import { localStorage } from './local';

describe('local upload storage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'voltline-storage-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores, reads back and deletes an object, leaving no temporary file', async () => {
    const store = localStorage(dir);
    await store.put('contact/0f8c1d2e-aaaa-bbbb.png', Buffer.from('pixels'), 'image/png');
    expect((await store.get('contact/0f8c1d2e-aaaa-bbbb.png')).toString()).toBe('pixels');
    expect(await readdir(join(dir, 'contact'))).toEqual(['0f8c1d2e-aaaa-bbbb.png']);
    await store.delete('contact/0f8c1d2e-aaaa-bbbb.png');
    await store.delete('contact/0f8c1d2e-aaaa-bbbb.png');
    expect(await readdir(join(dir, 'contact'))).toEqual([]);
  });

  it('refuses keys that could leave the folder', async () => {
    const store = localStorage(dir);
    await expect(store.put('../escape/aaaaaaaa.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(store.get('contact/../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });

  it('is the folder unless an S3 bucket is configured', () => {
    const base = { UPLOAD_DIR: dir, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: true };
    expect(createStorage(base).describe).toBe(`folder ${dir}`);
    expect(createStorage({ ...base, S3_BUCKET: 'voltline-uploads', S3_ENDPOINT: 'http://minio.internal:9000' }).describe).toBe(
      's3 bucket voltline-uploads at minio.internal:9000',
    );
  });
});
