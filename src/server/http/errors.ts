import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { msg, type Translatable } from '../../shared/i18n/msg';
import type { ErrorCode } from '../../shared/schemas/errors';
import { english, translate } from '../i18n/translate';
import { requestLanguage } from '../i18n/request-language';

type Text = string | Translatable;
type Fields = Record<string, Text>;

/** An error meant for the client: status, code and a message a person can read, sent in the reader's language. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly text: Text,
    readonly fields?: Fields,
    /** Seconds for a Retry-After header (429). */
    readonly retryAfter?: number,
  ) {
    super(english(text));
  }
}

export const unauthorized = (message: Text = msg('Please sign in to continue.')) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: Text) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: Text) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: Text, fields?: Fields) => new AppError(409, 'CONFLICT', message, fields);
export const tooManyRequests = (seconds: number, message: Text) => new AppError(429, 'RATE_LIMITED', message, undefined, seconds);
export const badRequest = (message: Text, fields?: Fields) => new AppError(400, 'VALIDATION_FAILED', message, fields);

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** Every error leaves as { error: { code, message, fields? } }; only unexpected ones are 500 and logged. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const say = (text: Text) => translate(language, text);
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key, say(text)]));
      return reply.status(error.status).send({ error: { code: error.code, message: say(error.text), fields } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= say(issue.message ?? msg('Invalid value'));
      }
      const [first] = Object.entries(fields);
      return reply.status(400).send({
        error: { code: 'VALIDATION_FAILED', message: first ? `${first[0]}: ${first[1]}` : say(msg('The request is not valid.')), fields },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: STATUS_CODES[status] ?? 'BAD_REQUEST', message: say(error.message) } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: say(msg('Something went wrong on our side. Please try again.')) } });
  });

  app.setNotFoundHandler((request, reply) => {
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const message = translate(requestLanguage(request), msg('No route for {route}', { route }));
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message } });
  });
}
