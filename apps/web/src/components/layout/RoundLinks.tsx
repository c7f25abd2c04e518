import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appConfig } from '../../config.ts';

const round =
  'flex h-10 w-10 items-center justify-center rounded-full bg-surface-raised text-text-dim transition-colors hover:bg-accent-strong hover:text-white';

function DiscordIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
      <path d="M19.5 5.3A16.6 16.6 0 0 0 15.4 4l-.5 1a15.3 15.3 0 0 0-5.8 0l-.5-1a16.6 16.6 0 0 0-4.1 1.3C1.9 9.2 1.2 13 1.5 16.7a16.7 16.7 0 0 0 5 2.5l1.1-1.7a10.8 10.8 0 0 1-1.7-.8l.4-.3a11.9 11.9 0 0 0 11.4 0l.4.3-1.7.8 1.1 1.7a16.6 16.6 0 0 0 5-2.5c.4-4.3-.7-8-3-11.4ZM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z" />
    </svg>
  );
}

/** A round link to another site, named by its label since it shows only an icon. */
function ExternalRoundLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={round}
      aria-label={label}
      title={label}
    >
      {children}
    </a>
  );
}

/** The round Discord link, also shown in the top bar. */
export function DiscordLink({ href }: { href: string }) {
  const { t } = useTranslation('layout');
  return (
    <ExternalRoundLink href={href} label={t('discord')}>
      <DiscordIcon />
    </ExternalRoundLink>
  );
}

function SupportIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function FundingIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
      <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7L12 6.8l.9-.9a4.9 4.9 0 0 1 6.9 7Z" />
    </svg>
  );
}

/** Document 001 §2: round links to Discord, support and funding; unset links are left out. */
export function RoundLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <div className="flex gap-2">
      {appConfig.discordLink && <DiscordLink href={appConfig.discordLink} />}
      <Link
        to="/support"
        onClick={onNavigate}
        className={round}
        aria-label={t('support')}
        title={t('support')}
      >
        <SupportIcon />
      </Link>
      {appConfig.fundingLink && (
        <ExternalRoundLink href={appConfig.fundingLink} label={t('funding')}>
          <FundingIcon />
        </ExternalRoundLink>
      )}
    </div>
  );
}
