import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromHeader, type Language } from '../../shared/i18n/languages';

/** The language a request is answered in: the app sends its reader's choice as Accept-Language; API clients may too. */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageFromHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
