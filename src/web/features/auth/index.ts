// The auth feature's surface for pages and other features (its queries are in api.ts).
export { returnPath, signInHref } from './return-path';
export { ForgotPasswordForm } from './forgot-password-form';
export { PasswordInput } from './password-input';
export { ProviderButtons } from './provider-buttons';
export { SignInForm } from './sign-in-form';
export { SignUpForm } from './sign-up-form';
export { useRedirectSignedIn } from './use-redirect-signed-in';
export { useVerifiedNotice } from './use-verified-notice';
export { VerificationSentPanel } from './verification-sent-panel';
export { PhoneSignUpForm } from './phone-sign-up-form';
export { SignInWaySwitch, type SignInWay } from './sign-in-way-switch';
export { PhoneCodeStep } from './phone-code-step';
export { PhoneNumberInput } from './phone-number-input';
