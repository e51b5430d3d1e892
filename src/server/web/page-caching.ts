import { SESSION_COOKIE } from '../auth/auth';

/** The request carries a session cookie (valid or not): what is drawn for it may be a member's own. */
export const carriesSession = (cookieHeader: string | undefined): boolean => Boolean(cookieHeader?.includes(`${SESSION_COOKIE}=`));

export interface PageCaching {
  cacheControl: string;
  vary: string;
}

/**
 * Who may keep a page the server sends (docs/security.md). Every page differs by cookie: the shell preloads a member's
 * first requests, a drawn page is its reader's.
 */
export const PAGE_CACHING = {
  /** Drawn for a member: their name, messages, saves are in it. Kept by no cache, theirs included, as the API's answers. */
  member: { cacheControl: 'no-store', vary: 'Cookie' },
  /**
   * Drawn for a visitor: nothing personal, but drawn in the device's language, data saver and place (its cookies and
   * headers). Only the browser keeps it, and asks again before each use.
   */
  visitor: { cacheControl: 'private, no-cache', vary: 'Cookie, Accept-Language, Save-Data' },
  /** The app's shell, with a listing's own title and preview or not: alike for everyone with the same cookies. */
  shell: { cacheControl: 'no-cache', vary: 'Cookie' },
} satisfies Record<string, PageCaching>;

/** How a drawn page may be kept: by its reader's session. */
export const drawnPageCaching = (cookieHeader: string | undefined): PageCaching =>
  carriesSession(cookieHeader) ? PAGE_CACHING.member : PAGE_CACHING.visitor;
