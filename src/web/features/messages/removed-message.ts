import { msg } from '../../../shared/i18n/msg';

/** What a message hidden by the moderators shows in its place, to both members (decision 0018); translated where shown. */
export const REMOVED_MESSAGE = msg('This message was removed by LocalHub.');
