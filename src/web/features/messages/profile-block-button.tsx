import { useSession } from '../auth/api';
import { usePartnerState } from './api';
import { BlockButton } from './block-button';

/** Block or unblock a member from their profile (signed-in visitors of someone else's profile only). */
export function ProfileBlockButton({ userId, name }: { userId: string; name: string }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const state = usePartnerState(signedIn && session.data?.user.id !== userId ? userId : null);
  if (!state.data) return null;
  return <BlockButton userId={userId} name={name} blocked={state.data.blockedByMe} />;
}
