import { MessagingUnavailable, type MessagingProvider } from './messaging-provider';

export interface TermiiOptions {
  apiKey: string;
  senderId: string;
  /** https://api.ng.termii.com, or a local stand-in in tests. */
  baseUrl: string;
  /** Milliseconds before a call counts as unreachable. */
  timeoutMs?: number;
}

interface TermiiAnswer {
  code?: unknown;
  message?: unknown;
  message_id?: unknown;
}

/**
 * Termii's Send Message API (https://developers.termii.com/messaging-api): POST /api/sms/send with the API key in the
 * body, the number in international digits, type `plain`, and the `dnd` route for SMS (transactional: it reaches
 * numbers on Do-Not-Disturb and is not held overnight) or `whatsapp`.
 */
export function termiiProvider(options: TermiiOptions): MessagingProvider {
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/api/sms/send`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: 'termii',
    async send({ to, text, channel }) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: options.apiKey,
            to: to.replace(/^\+/, ''),
            from: options.senderId,
            sms: text,
            type: 'plain',
            channel: channel === 'sms' ? 'dnd' : 'whatsapp',
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new MessagingUnavailable(`Termii unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      let answer: TermiiAnswer = {};
      try {
        answer = (await response.json()) as TermiiAnswer;
      } catch {
        // A body that is not JSON is judged by its status below.
      }
      const id = answer.message_id;
      const messageId = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
      // Termii's success answer carries `code: "ok"` and the message's id; an error answer carries only a message.
      if (!response.ok || (answer.code !== 'ok' && messageId === null)) {
        const reason = typeof answer.message === 'string' ? answer.message : `status ${response.status}`;
        throw new MessagingUnavailable(`Termii refused the ${channel} message: ${reason}`);
      }
      return { providerMessageId: messageId };
    },
  };
}
