// Kept apart from the auth schemas: the app shell needs this constant on every page, the schemas (and zod) only on forms.
/** Where an opened verification link lands: the app, signed in, with the "Email verified" notice. */
export const VERIFIED_LANDING = '/app?verified=1';
