import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOf, type Storage, type StoredObject } from './storage';

/** Files under a root folder; writes go to a temporary name first, then are renamed into place. */
export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async get(key): Promise<StoredObject | undefined> {
      const target = resolve(key);
      const info = await stat(target).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        body: createReadStream(target),
        size: info.size,
        contentType: contentTypeOf(key),
        lastModified: info.mtime,
      };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async exists(key) {
      const info = await stat(resolve(key)).catch(() => undefined);
      return info?.isFile() ?? false;
    },
  };
}
