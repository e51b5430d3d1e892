import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../shared/messages-rules';
import type { ProductRef } from '../../../shared/schemas/messages';
import { Button } from '../../components/ui/button';
import { ProductChip } from './product-ref';
import { t } from '../../lib/i18n';
import { useTypedBeforeTakeover } from '../../lib/first-screen';

/** A typing signal goes out at most this often while the member types. */
const TYPING_SIGNAL_MS = 3000;

/**
 * The message input: Enter sends, Shift+Enter starts a new line (docs/spec/part-2-management-detail-messaging-account-media.md §2.10); a blank message cannot be sent. The product
 * chip, when there is one, sits above the input and can be removed.
 */
export function Composer(props: {
  partnerName: string;
  product: ProductRef | null;
  onRemoveProduct(): void;
  /** Signals typing; false when it could not go out (not connected), so the next keystroke tries again. */
  onTyping(): boolean;
  /** Resolves true when the message was sent (the input then empties). */
  onSend(content: string): Promise<boolean>;
  sending: boolean;
}) {
  const [text, setText] = useState('');
  useTypedBeforeTakeover('message-input', text, setText);
  const lastTyping = useRef(0);
  const blank = text.trim().length === 0;

  async function submit() {
    if (blank || props.sending) return;
    if (await props.onSend(text.trim())) {
      setText('');
      // The partner's indicator went away with the message: the next keystroke signals typing again.
      lastTyping.current = 0;
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function onChange(value: string) {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_SIGNAL_MS && props.onTyping()) lastTyping.current = now;
  }

  return (
    <form
      className="space-y-2 border-t border-border bg-background p-2 sm:p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      {props.product ? <ProductChip product={props.product} onRemove={props.onRemoveProduct} /> : null}
      <div className="flex items-end gap-2">
        <label htmlFor="message-input" className="sr-only">
          {t('Message {name}', { name: props.partnerName })}
        </label>
        <textarea
          id="message-input"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('Type a message…')}
          aria-describedby="message-input-hint"
          className="max-h-40 min-h-10 w-full flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground [field-sizing:content] placeholder:text-muted-foreground"
        />
        <Button type="submit" size="icon" disabled={blank || props.sending} aria-label={t('Send message')} className="shrink-0">
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <p id="message-input-hint" className="sr-only">
        {t('Enter sends, Shift+Enter starts a new line.')}
      </p>
    </form>
  );
}
