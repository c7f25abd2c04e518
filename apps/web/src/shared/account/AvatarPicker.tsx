import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '../stores/auth.ts';
import { profileColors, profileIcons } from './avatar-options.ts';
import { ProfileIcon } from './ProfileIcon.tsx';
import { UserAvatar } from './UserAvatar.tsx';

export interface AvatarPickerProps {
  profile: AccountProfile;
  onChange: (profile: AccountProfile) => void;
}

/** Native radio groups, so arrow keys, labels and screen readers work without extra code. */
export function AvatarPicker({ profile, onChange }: AvatarPickerProps) {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex justify-center">
        <UserAvatar profile={profile} size={88} label={t('avatar.preview')} />
      </div>
      <ColorGroup
        legend={t('avatar.colorA')}
        value={profile.colorA}
        onChange={(colorA) => onChange({ ...profile, colorA })}
      />
      <ColorGroup
        legend={t('avatar.colorB')}
        value={profile.colorB}
        onChange={(colorB) => onChange({ ...profile, colorB })}
      />
      <IconGroup value={profile.icon} onChange={(icon) => onChange({ ...profile, icon })} />
    </div>
  );
}

function ColorGroup({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: string;
  onChange: (color: string) => void;
}) {
  const { t } = useTranslation('account');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-text">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {profileColors.map((color) => (
          <label key={color} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={color}
              checked={value.toLowerCase() === color.toLowerCase()}
              onChange={() => onChange(color)}
              className="peer sr-only"
            />
            <span className="sr-only">{t(`avatar.colors.${color}`)}</span>
            <span
              aria-hidden="true"
              className="block h-10 w-10 rounded-full ring-2 ring-transparent ring-offset-2 ring-offset-surface transition peer-checked:ring-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-accent"
              style={{ backgroundColor: color }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function IconGroup({ value, onChange }: { value: string; onChange: (icon: string) => void }) {
  const { t } = useTranslation('account');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-text">{t('avatar.icon')}</legend>
      <div className="grid grid-cols-6 gap-2">
        {profileIcons.map((icon) => (
          <label key={icon} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
              className="peer sr-only"
            />
            <span className="sr-only">{t(`avatar.icons.${icon}`)}</span>
            <span
              aria-hidden="true"
              className="flex aspect-square items-center justify-center rounded-lg bg-background text-text-dim transition hover:text-text peer-checked:bg-accent-strong peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
            >
              <ProfileIcon icon={icon} className="h-7 w-7" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
