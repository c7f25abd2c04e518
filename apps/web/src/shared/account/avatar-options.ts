import type { AccountProfile } from '../stores/auth.ts';

/** The avatar's colours and icons; the first of each list is the default. */
export const profileColors = ['#0A54FF', '#CF2E68', '#F9DD7F', '#7652DD', '#2ECFA8'] as const;

export const profileIcons = [
  'cat',
  'weed',
  'userGroup',
  'couch',
  'mobile',
  'ticket',
  'saturn',
  'headphones',
  'tv',
  'ghost',
  'coffee',
  'fire',
] as const;

export type ProfileIconName = (typeof profileIcons)[number];

export const defaultProfile: Readonly<AccountProfile> = Object.freeze({
  colorA: profileColors[0],
  colorB: profileColors[0],
  icon: profileIcons[0],
});

export function isProfileIcon(value: string): value is ProfileIconName {
  return (profileIcons as readonly string[]).includes(value);
}
