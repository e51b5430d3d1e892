/** Values put into a message's {placeholders}. */
export type MessageValues = Record<string, string | number>;

/** A message and its values, translated where it is shown (an API error in the reader's language, say). */
export interface Translatable {
  message: string;
  values: MessageValues;
}

/**
 * Marks English text as a message to translate where it is not translated on the spot: a constant's label, a server
 * error. The translations check finds every `msg('…')` and `t('…')` and asks each language for it.
 */
export function msg(message: string): string;
export function msg(message: string, values: MessageValues): Translatable;
export function msg(message: string, values?: MessageValues): string | Translatable {
  return values ? { message, values } : message;
}
