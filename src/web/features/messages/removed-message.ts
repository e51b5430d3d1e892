/** What a message hidden by the moderators shows in its place, to both members (decision 0018). */
export const REMOVED_MESSAGE = 'This message was removed by LocalHub.';
