import type { Db } from '../db/database';
import type { ImageStore } from '../media/image-store';
import type { Logger } from './remove-images';

/** What the listing services need: the database, the image store (to remove files of deleted rows) and a logger. */
export interface ListingDeps {
  db: Db;
  images: ImageStore;
  log: Logger;
}
