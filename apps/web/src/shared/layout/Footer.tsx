import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { appConfig } from '../config.ts';

const footerLink = 'w-fit rounded underline-offset-4 hover:text-text hover:underline';

/** A link to a site of the operator's, opened in a new tab. */
function ExternalFooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noreferrer" className={footerLink}>
        {children}
      </a>
    </li>
  );
}

/**
 * The footer: tagline, legal disclaimer, and links to About, Support and the copyright notice
 * (hidden on that page itself), plus Discord and funding when the operator configured them.
 * The notice page says how to reach the operator, or that no contact is set, so it is always
 * worth linking.
 */
export function Footer() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const showDmca = pathname !== '/dmca';
  return (
    <footer className="mt-16 border-t border-white/5 bg-surface/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-text-dim sm:px-6 lg:flex-row lg:items-start lg:justify-between lg:px-8">
        <div className="flex flex-col gap-3">
          <p className="font-medium text-text">{t('tagline')}</p>
          <p className="max-w-3xl leading-relaxed">{t('disclaimer')}</p>
        </div>
        <nav aria-label={t('footerLinks')} className="lg:shrink-0">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link to="/about" className={footerLink}>
                {t('about')}
              </Link>
            </li>
            <li>
              <Link to="/support" className={footerLink}>
                {t('support')}
              </Link>
            </li>
            {appConfig.discordLink && (
              <ExternalFooterLink href={appConfig.discordLink}>{t('discord')}</ExternalFooterLink>
            )}
            {appConfig.fundingLink && (
              <ExternalFooterLink href={appConfig.fundingLink}>{t('funding')}</ExternalFooterLink>
            )}
            {showDmca && (
              <li>
                <Link to="/dmca" className={footerLink}>
                  {t('dmca')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
