import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useCountdown } from '../../lib/use-countdown';
import { authApi } from './api';
import { CorrectEmailForm } from './correct-email-form';

/** How long Resend waits after a link went out: the first one may simply not have arrived yet. */
const RESEND_COOLDOWN_SECONDS = 30;
const EMAIL_SLOT = '\u0000';
const FORM_ID = 'correct-email';

type Notice = { kind: 'sent' | 'error'; text: string };

/**
 * What the Sign Up tab shows once the account is made: where the link went, a way to send it again, and a way to put
 * right a mistyped address. It stays until the page is left, so a member who looks away does not lose it.
 */
export function VerificationSentPanel(props: { email: string; autoFocus: boolean; onEmailChanged(email: string): void; onSignIn(): void }) {
  const [correcting, setCorrecting] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const cooldown = useCountdown();
  const heading = useRef<HTMLHeadingElement>(null);
  const wrongAddress = useRef<HTMLButtonElement>(null);
  // Focus comes to the panel when it replaces the form and when the address changes, not when the tab is reopened.
  const focusHeading = useRef(props.autoFocus);

  useEffect(() => {
    if (focusHeading.current) heading.current?.focus();
  }, [props.email]);

  async function resend() {
    setSending(true);
    setNotice(null);
    try {
      await authApi.resendVerification(props.email);
      setNotice({ kind: 'sent', text: t('Sent again') });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      // A refusal by the limit (429) says itself how long to wait.
      setNotice({ kind: 'error', text: errorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  function corrected(email: string) {
    setCorrecting(false);
    setNotice({ kind: 'sent', text: t('Address corrected. The link is on its way there.') });
    cooldown.start(RESEND_COOLDOWN_SECONDS);
    focusHeading.current = true;
    props.onEmailChanged(email);
  }

  function cancel() {
    setCorrecting(false);
    wrongAddress.current?.focus();
  }

  const [before, after = ''] = t('We sent a link to {email}. Open it to verify your account, then sign in.', {
    email: EMAIL_SLOT,
  }).split(EMAIL_SLOT);

  return (
    <section aria-labelledby="verification-sent-title" className="grid gap-4" data-testid="verification-sent">
      <div className="grid gap-2">
        <h2 id="verification-sent-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('Account created!')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {before}
          <strong className="font-semibold text-foreground [overflow-wrap:anywhere]">{props.email}</strong>
          {after}
        </p>
      </div>
      <div className="grid gap-2">
        <Button type="button" variant="outline" onClick={resend} disabled={sending || cooldown.left > 0}>
          {cooldown.left > 0
            ? t('Resend in {count, plural, one {# second} other {# seconds}}', { count: cooldown.left })
            : sending
              ? t('Sending...')
              : t('Resend the link')}
        </Button>
        <p role="status" className={cn('text-sm', notice?.kind === 'error' ? 'text-destructive' : 'text-foreground')}>
          {notice ? (
            <span className="inline-flex items-start gap-1.5">
              {notice.kind === 'sent' ? <Check aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
              {notice.text}
            </span>
          ) : null}
        </p>
      </div>
      <div className="grid gap-4">
        <Button
          ref={wrongAddress}
          type="button"
          variant="link"
          className="justify-self-center"
          aria-expanded={correcting}
          aria-controls={FORM_ID}
          onClick={() => setCorrecting((open) => !open)}
        >
          {t('Wrong address?')}
        </Button>
        {correcting ? <CorrectEmailForm id={FORM_ID} email={props.email} onCorrected={corrected} onCancel={cancel} /> : null}
      </div>
      <Button type="button" onClick={props.onSignIn}>
        {t('Go to sign in')}
      </Button>
    </section>
  );
}
