import { SCRAPE_LOCATIONS } from '@screenroom/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferencesStore } from '../../../shared/stores/preferences.ts';
import { SettingsCard } from '../SettingsSection.tsx';

/**
 * Where the player's sources run: automatic, this browser, or our server. One pressed button of
 * three, as the theme picker does, so each choice is its own Tab stop.
 */
export function ScrapeLocationSetting() {
  const { t } = useTranslation('settings');
  const selected = usePreferencesStore((state) => state.scrapeLocation);
  const setPreference = usePreferencesStore((state) => state.setPreference);
  const id = useId();
  return (
    <SettingsCard>
      <div role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
        <h3 id={`${id}-title`} className="text-base font-semibold text-text">
          {t('connections.scrapeLocation.title')}
        </h3>
        <p id={`${id}-description`} className="mt-1 text-sm text-text-dim">
          {t('connections.scrapeLocation.description')}
        </p>
        <ul className="mt-4 space-y-2">
          {SCRAPE_LOCATIONS.map((location) => {
            const active = selected === location;
            const descriptionId = `${id}-${location}`;
            return (
              <li key={location}>
                <button
                  type="button"
                  aria-pressed={active}
                  aria-describedby={descriptionId}
                  onClick={() => setPreference('scrapeLocation', location)}
                  className={`w-full rounded-xl border-2 p-3 text-start transition-colors ${
                    active ? 'border-accent' : 'border-transparent hover:border-white/20'
                  }`}
                >
                  <span className="block font-medium text-text">
                    {t(`connections.scrapeLocation.${location}.label`)}
                  </span>
                  <span id={descriptionId} className="block text-sm text-text-dim">
                    {t(`connections.scrapeLocation.${location}.description`)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </SettingsCard>
  );
}
