import { useTranslation } from 'react-i18next';
import { settingsSectionIds } from './settings-sections.ts';

/** Anchors to each section: a sticky column on wide screens, a scrolling row of pills on phones. */
export function SettingsNav({ current }: { current: string | null }) {
  const { t } = useTranslation('settings');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {settingsSectionIds.map((id) => {
          const active = current === id;
          return (
            <li key={id} className="shrink-0">
              <a
                href={`#${id}`}
                aria-current={active ? 'location' : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:rounded-lg ${
                  active
                    ? 'bg-accent text-white'
                    : 'bg-surface text-text-dim hover:bg-surface-raised hover:text-text lg:bg-transparent'
                }`}
              >
                {t(`sections.${id}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
