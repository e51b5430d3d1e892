import { forbidden, notFound } from '../http/errors';

/** 404 when the row does not exist, 403 when it belongs to someone else. */
export function assertOwner(ownerId: string | null | undefined, viewerId: string, messages: { notFound: string; forbidden: string }): void {
  if (!ownerId) throw notFound(messages.notFound);
  if (ownerId !== viewerId) throw forbidden(messages.forbidden);
}
