import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, mediaKeyOf, mediaUrl, type FileStorage, type StoredFileLocation } from './file-storage';

export { MEDIA_PREFIX } from './file-storage';

/** Files under a directory: DATA_DIR/uploads (served at /media/<key>), or DATA_DIR/private (never served). */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async putFile(key: string, source: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(createReadStream(source), createWriteStream(file));
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.file(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.file(key);
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async locate(key: string): Promise<StoredFileLocation | null> {
    const file = this.file(key);
    try {
      const info = await stat(file);
      return info.isFile() ? { kind: 'file', path: file, size: info.size } : null;
    } catch {
      return null;
    }
  }

  url(key: string): string {
    return mediaUrl(key);
  }

  keyOf(url: string): string | null {
    return mediaKeyOf(url);
  }
}
