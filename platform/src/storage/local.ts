import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { assertKey, type ObjectStorage } from './key';

/** Objects as files under one folder. Writes go to a temporary name first, so a crash never leaves half a file under a real key. */
export function localStorage(dir: string): ObjectStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => join(root, assertKey(key));
  return {
    describe: `folder ${root}`,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      return readFile(pathOf(key));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
