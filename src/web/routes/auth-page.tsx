import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../lib/toast';
import { TAGLINE } from '../../shared/brand';
import { Card } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import {
  ForgotPasswordForm,
  PhoneSignUpForm,
  ProviderButtons,
  SignInForm,
  SignInWaySwitch,
  SignUpForm,
  useRedirectSignedIn,
  VerificationSentPanel,
  type SignInWay,
} from '../features/auth';
import { LanguageSelect } from '../components/language-select';
import { Wordmark } from '../components/wordmark';
import { msg } from '../../shared/i18n/msg';
import { t } from '../lib/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

const LINK_ERRORS: Record<string, string> = {
  invalid_token: msg('This link is invalid or has expired. Sign in to get a new one.'),
  token_expired: msg('This link has expired. Sign in to get a new one.'),
};

/** Tells what an email link or a provider redirect came back with, once. */
function useReturnMessages() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const verified = params.get('verified');
    const error = params.get('error');
    if (!verified && !error) return;
    if (error) {
      const known = LINK_ERRORS[error.toLowerCase()];
      // An unknown code from a provider is shown as it came (words joined by underscores).
      toast.error(t('Error signing in'), { description: known ? t(known) : error.replace(/_/g, ' ') });
    } else toast.success(t('Email verified'), { description: t('You can now sign in.') });
    params.delete('verified');
    params.delete('error');
    setParams(params, { replace: true });
  }, [params, setParams]);
}

export default function AuthPage() {
  useRedirectSignedIn();
  useDocumentTitle(t('Sign In'));
  useReturnMessages();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  // Email or phone number, the same on both tabs (?way=phone opens with the phone).
  const [way, setWay] = useState<SignInWay>(params.get('way') === 'phone' ? 'phone' : 'email');
  // The address the new account's link went to; the Sign Up tab shows where it went until the page is left.
  const [created, setCreated] = useState<{ email: string; justNow: boolean } | null>(null);

  function changeTab(next: string) {
    setTab(next);
    // Coming back to the tab later leaves focus on the tab, where the member put it.
    setCreated((current) => current && { ...current, justNow: false });
  }

  // Top-aligned, not centred: over slow data the page is painted before all its HTML has arrived, and a centred
  // column would jump as the rest comes in (tests/e2e/layout-shift.spec.ts).
  return (
    <main className="flex min-h-dvh items-start justify-center bg-muted px-3 py-8 sm:pt-[12vh]">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Wordmark />
          <p className="text-sm text-muted-foreground">{t(TAGLINE)}</p>
        </div>
        <Card className="p-4 sm:p-6">
          <h1 className="sr-only">{t('Sign in or create an account')}</h1>
          <Tabs value={tab} onValueChange={changeTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">{t('Sign In')}</TabsTrigger>
              <TabsTrigger value="signup">{t('Sign Up')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="grid gap-4">
              {forgotEmail === null ? (
                <>
                  <ProviderButtons />
                  <SignInWaySwitch value={way} onChange={setWay} />
                  <SignInForm key={way} way={way} onForgotPassword={setForgotEmail} />
                </>
              ) : (
                <ForgotPasswordForm initialEmail={forgotEmail} onDone={() => setForgotEmail(null)} />
              )}
            </TabsContent>
            <TabsContent value="signup" className="grid gap-4">
              {created ? (
                <VerificationSentPanel
                  email={created.email}
                  autoFocus={created.justNow}
                  onEmailChanged={(email) => setCreated({ email, justNow: false })}
                  onSignIn={() => changeTab('signin')}
                />
              ) : (
                <>
                  <ProviderButtons />
                  <SignInWaySwitch value={way} onChange={setWay} />
                  {way === 'phone' ? <PhoneSignUpForm /> : <SignUpForm onCreated={(email) => setCreated({ email, justNow: true })} />}
                </>
              )}
            </TabsContent>
          </Tabs>
        </Card>
        <div className="mt-4 flex justify-center">
          <LanguageSelect />
        </div>
      </div>
    </main>
  );
}
