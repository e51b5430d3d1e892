import { imageSrc } from '../../../shared/media';
import type { MemberRef } from '../../../shared/schemas/messages';
import { cn } from '../../lib/cn';
import { initials } from '../../lib/initials';

/** The member's picture, or their initials on a tinted circle. Decorative: the name is always written next to it. */
export function MemberAvatar({ member, className }: { member: Pick<MemberRef, 'fullName' | 'profilePicture'>; className?: string }) {
  if (member.profilePicture) {
    return (
      <img
        src={imageSrc(member.profilePicture, 160)}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn('size-10 shrink-0 rounded-full bg-muted object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-accent-foreground',
        className,
      )}
    >
      {initials(member.fullName)}
    </span>
  );
}
