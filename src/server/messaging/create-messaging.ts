import type { Db } from '../db/database';
import type { Env } from '../env';
import type { MessagingProvider } from './messaging-provider';
import { outboxProvider } from './outbox-provider';
import { termiiProvider } from './termii-provider';

/**
 * Termii when TERMII_API_KEY is set; none with PHONE_SIGN_IN=off; otherwise the development outbox, which never
 * stands in for a provider in production: parseEnv refuses that configuration, and so does this.
 */
export function createMessaging(options: {
  db: Db;
  env: Pick<Env, 'NODE_ENV' | 'PHONE_SIGN_IN' | 'TERMII_API_KEY' | 'TERMII_SENDER_ID' | 'TERMII_BASE_URL'>;
  log: (message: string) => void;
}): MessagingProvider | null {
  const { env } = options;
  if (env.PHONE_SIGN_IN === 'off') return null;
  if (env.TERMII_API_KEY)
    return termiiProvider({ apiKey: env.TERMII_API_KEY, senderId: env.TERMII_SENDER_ID, baseUrl: env.TERMII_BASE_URL });
  if (env.NODE_ENV === 'production')
    throw new Error('The development outbox never sends codes in production: set TERMII_API_KEY or PHONE_SIGN_IN=off');
  return outboxProvider(options.db, options.log);
}
