export { MemberProfile } from './member-profile';
