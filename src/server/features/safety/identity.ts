/**
 * Whether a member has proved who they are. Identity verification does not exist yet, so nobody has: every member's
 * payment request shows the safety note. The verification feature changes this one function (decision 0019).
 */
export function hasVerifiedIdentity(_userId: string): Promise<boolean> {
  return Promise.resolve(false);
}
