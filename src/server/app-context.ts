import type { Auth } from './auth/auth';
import type { Db } from './db/database';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';
import type { ImageStore } from './media/image-store';

/** What every feature's routes receive: configuration and the infrastructure behind small interfaces. */
export interface AppContext {
  env: Env;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  images: ImageStore;
}
