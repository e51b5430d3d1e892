import type { PhoneChannel } from '../db/schema';

export interface TextMessage {
  /** E.164 (+2348031234567). */
  to: string;
  text: string;
  channel: PhoneChannel;
}

/** SMS and WhatsApp delivery: Termii with TERMII_API_KEY, else the development outbox (never in production). */
export interface MessagingProvider {
  readonly kind: 'termii' | 'outbox';
  /** Resolves with the provider's id for the message once it accepted it; throws MessagingUnavailable otherwise. */
  send(message: TextMessage): Promise<{ providerMessageId: string | null }>;
}

/** The provider could not be reached or refused the message: nothing was sent. */
export class MessagingUnavailable extends Error {}
