import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../config.ts';

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

function FundingIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
      <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7L12 6.8l.9-.9a4.9 4.9 0 0 1 6.9 7Z" />
    </svg>
  );
}

/**
 * Round links to Discord and funding, the outside sites; unset links are left out. Support is a
 * labeled entry of the menu instead: alone in this row its question-mark icon read as an
 * unexplained button.
 */
export function RoundLinks() {
  const { t } = useTranslation('layout');
  return (
    <div className="flex gap-2">
      {appConfig.discordLink && <DiscordLink href={appConfig.discordLink} />}
      {appConfig.fundingLink && (
        <ExternalRoundLink href={appConfig.fundingLink} label={t('funding')}>
          <FundingIcon />
        </ExternalRoundLink>
      )}
    </div>
  );
}

/** Whether the operator set any of the round links, so the menu knows to give them a row. */
export function hasRoundLinks(): boolean {
  return Boolean(appConfig.discordLink || appConfig.fundingLink);
}
