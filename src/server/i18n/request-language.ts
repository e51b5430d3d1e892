import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, acceptLanguageTags, pickLanguage, type Language } from '../../shared/i18n/languages';

/** The language a request is answered in: the app sends its reader's choice as Accept-Language; API clients may too. */
export const requestLanguage = (request: FastifyRequest): Language =>
  pickLanguage(acceptLanguageTags(request.headers['accept-language'])) ?? DEFAULT_LANGUAGE;
