import { describe, expect, it } from 'vitest';
import { msg } from '../../../shared/i18n/msg';
import { clip, emailText, shownText, storedText, textIn } from './notification-text';

describe('notification texts', () => {
  it('stores the English text with the message and its values, to translate when shown', () => {
    const text = msg('{name} wants to connect with you', { name: 'Ada {Obi}' });
    expect(storedText(text)).toEqual({
      message: 'Ada {Obi} wants to connect with you',
      template: '{name} wants to connect with you',
      values: JSON.stringify({ name: 'Ada {Obi}' }),
    });
    expect(storedText(msg('Hello,')).values).toBe('{}');
  });

  it('keeps the stored English for English readers and for rows from before the messages were kept', () => {
    const row = { message: 'Stored text', message_template: '{name} wants to connect with you', message_values: { name: 'Ada' } };
    expect(shownText('en', row)).toBe('Stored text');
    expect(shownText(null, row)).toBe('Stored text');
    expect(shownText('yo', { ...row, message_template: null })).toBe('Stored text');
    expect(textIn(null, msg('{name} wants to connect with you', { name: 'Ada' }), 'Stored text')).toBe('Stored text');
  });

  it('joins an email’s lines, translating messages and keeping strings as written', () => {
    expect(emailText('en', [msg('Hello,', {}), '', '"{not a message}"', msg('Reply: {url}', { url: 'https://x.ng' })])).toBe(
      'Hello,\n\n"{not a message}"\nReply: https://x.ng',
    );
  });

  it('clips long text with an ellipsis, never half an emoji', () => {
    expect(clip('a  b', 10)).toBe('a b');
    expect(clip('😀😀😀😀', 3)).toBe('😀😀…');
  });
});
