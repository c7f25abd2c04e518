import type { ReactNode } from 'react';
import type { ProfileIconName } from './avatar-options.ts';

/** Drawn in a 24-unit box with strokes in the current colour, so one avatar style fits all. */
const shapes: Record<ProfileIconName, ReactNode> = {
  cat: (
    <>
      <path d="M5 9V3l4.5 3.5Q12 6 14.5 6.5L19 3v6q2 3 .5 6.5Q17 20 12 20t-7.5-4.5Q3 12 5 9Z" />
      <circle cx="9" cy="12" r="0.9" fill="currentColor" />
      <circle cx="15" cy="12" r="0.9" fill="currentColor" />
      <path d="M11 15h2l-1 1Z M2 14l4 1 M2 17l4-1 M22 14l-4 1 M22 17l-4-1" />
    </>
  ),
  weed: (
    <>
      <path d="M12 17C10 12 10 7 12 2c2 5 2 10 0 15Z" />
      <path d="M12 17c-1.4-3.5-1.4-7 0-10.5 1.4 3.5 1.4 7 0 10.5Z" transform="rotate(-45 12 17)" />
      <path d="M12 17c-1.4-3.5-1.4-7 0-10.5 1.4 3.5 1.4 7 0 10.5Z" transform="rotate(45 12 17)" />
      <path d="M12 17c-1-2.3-1-4.7 0-7 1 2.3 1 4.7 0 7Z" transform="rotate(-85 12 17)" />
      <path d="M12 17c-1-2.3-1-4.7 0-7 1 2.3 1 4.7 0 7Z" transform="rotate(85 12 17)" />
      <path d="M12 17v5" />
    </>
  ),
  userGroup: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6 M15.5 14.3c3 0 5.5 2.2 5.5 5.7" />
    </>
  ),
  couch: (
    <>
      <path d="M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3" />
      <path d="M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v4H2Z" />
      <path d="M5 17v3 M19 17v3" />
    </>
  ),
  mobile: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  ticket: (
    <>
      <path d="M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4Z" />
      <path d="M14 7v10" strokeDasharray="2 2" />
    </>
  ),
  saturn: (
    <>
      <circle cx="12" cy="12" r="5" />
      <ellipse cx="12" cy="12" rx="10.5" ry="3.5" transform="rotate(-20 12 12)" />
    </>
  ),
  headphones: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4" height="7" rx="1.5" />
      <rect x="17" y="14" width="4" height="7" rx="1.5" />
    </>
  ),
  tv: (
    <>
      <rect x="3" y="7" width="18" height="12" rx="2" />
      <path d="M8 3l4 4 4-4 M8 22h8" />
    </>
  ),
  ghost: (
    <>
      <path d="M5 21V10a7 7 0 0 1 14 0v11l-2.3-2-2.4 2-2.3-2-2.3 2-2.4-2Z" />
      <circle cx="9.5" cy="10.5" r="1" fill="currentColor" />
      <circle cx="14.5" cy="10.5" r="1" fill="currentColor" />
    </>
  ),
  coffee: (
    <>
      <path d="M4 9h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5Z" />
      <path d="M16 11h1.5a2.5 2.5 0 0 1 0 5H16 M8 2.5c-1 1 1 2 0 3.5 M12 2.5c-1 1 1 2 0 3.5" />
    </>
  ),
  fire: (
    <>
      <path d="M12 22c-4 0-7-2.7-7-6.5 0-3.5 2.5-5.5 4-8 .5 2 1.5 3 2.5 3.5C11 7 12.5 4 15 2c0 4 4 6.5 4 11.5 0 5-3 8.5-7 8.5Z" />
      <path d="M12 22c-1.7 0-3-1.2-3-3 0-1.8 1.5-2.7 2.3-4 1.2 1.2 3.7 2.2 3.7 4 0 1.8-1.3 3-3 3Z" />
    </>
  ),
};

export function ProfileIcon({ icon, className }: { icon: ProfileIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {shapes[icon]}
    </svg>
  );
}
