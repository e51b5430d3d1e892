/** Every path the web app answers; anything else is the 404 page (and a 404 status from the server). */
export const APP_SECTIONS = [
  'profession',
  'business',
  'network',
  'maps',
  'saves',
  'search',
  'messages',
  'notifications',
  'account',
  'create',
  'videos',
  'ads',
] as const;

const PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/auth$/,
  /^\/auth\/reset-password$/,
  /^\/app$/,
  new RegExp(`^/app/(${APP_SECTIONS.join('|')})$`),
  /^\/app\/(business|profession)\/\d+(\/analytics)?$/,
  /^\/app\/members\/[^/]{1,100}$/,
  /^\/admin$/,
  /^\/(business|profession)\/\d+$/,
  /^\/(app\/)?events\/\d+$/,
  /^\/videos\/\d+$/,
  /^\/search$/,
  /^\/network$/,
  /^\/saves$/,
  /^\/payment-(success|canceled)$/,
  /^\/app\/account\/receipts\/[A-Za-z0-9-]{6,64}$/,
];

/** A path without its trailing slashes ("/" stays "/"). */
export const trimmedPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function isKnownPath(pathname: string): boolean {
  const path = trimmedPath(pathname);
  return PATTERNS.some((pattern) => pattern.test(path));
}
