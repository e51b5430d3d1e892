import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { requestLanguage } from './request-language';
import { translate } from './translate';

const answering = new AsyncLocalStorage<Language>();

/**
 * Every request's handler runs knowing the language it answers in (Accept-Language), so reference data named in the
 * code's messages — business and profession types — is translated where it leaves the database, whichever feature
 * builds the answer (listing pages, cards, suggestions, people, the map), without each passing the language along.
 * Entered just before the handler: the context is not carried through body parsing.
 */
export function answerInRequestLanguage(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => answering.run(requestLanguage(request), done));
}

/** A message of the code (a type's name, say) in the language of the request being answered; English outside one. */
export const inAnswerLanguage = (text: string): string => translate(answering.getStore() ?? DEFAULT_LANGUAGE, text);
