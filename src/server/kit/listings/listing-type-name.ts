import { inAnswerLanguage } from '../../i18n/answer-language';

/**
 * A business or profession type's name as every answer carries it (listing pages and cards, suggestions, people, the
 * map): in the reader's language. The database keeps the English name, a message of the code (listing-types.ts).
 */
export const listingTypeName = <T extends string | null>(name: T): T => (name === null ? name : (inAnswerLanguage(name) as T));
