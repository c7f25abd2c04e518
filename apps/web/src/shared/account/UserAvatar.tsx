import type { AccountProfile } from '../stores/auth.ts';
import { isProfileIcon, profileIcons } from './avatar-options.ts';
import { ProfileIcon } from './ProfileIcon.tsx';

export interface UserAvatarProps {
  profile: AccountProfile;
  /** Diameter in pixels. */
  size?: number;
  /** When set the avatar is announced; otherwise it is decoration next to a visible name. */
  label?: string;
  className?: string;
}

/** A two-colour gradient with an icon. Unknown icons from other clients fall back. */
export function UserAvatar({ profile, size = 40, label, className = '' }: UserAvatarProps) {
  const icon = isProfileIcon(profile.icon) ? profile.icon : profileIcons[0];
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={icon}
      className={`inline-flex shrink-0 items-center justify-center rounded-full text-white shadow-inner ring-1 ring-white/15 ${className}`}
      style={{
        width: size,
        height: size,
        backgroundImage: `linear-gradient(135deg, ${profile.colorA}, ${profile.colorB})`,
      }}
    >
      <ProfileIcon icon={icon} className="h-[55%] w-[55%] drop-shadow" />
    </span>
  );
}
