import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

export const MEDIA_PREFIX = '/media/';

/** Files under DATA_DIR/uploads, served at /media/<key>. Keys are server-made: [a-z0-9/-] only. */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {}

  private file(key: string): string {
    if (!/^[a-z0-9][a-z0-9/-]*(\.[a-z0-9]+)?$/.test(key) || key.includes('..')) throw new Error(`Bad storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.file(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  url(key: string): string {
    return `${MEDIA_PREFIX}${key}`;
  }

  keyOf(url: string): string | null {
    return url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null;
  }
}
