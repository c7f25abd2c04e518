import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { AccountSettings } from './account/AccountSettings.tsx';
import { AppearanceSettings } from './appearance/AppearanceSettings.tsx';
import { AppInfo } from './AppInfo.tsx';
import { BelowFoldSettings } from './BelowFoldSettings.tsx';
import { settingsSectionIds } from './settings-sections.ts';
import { SettingsNav } from './SettingsNav.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { useCurrentSection } from './hooks/useCurrentSection.ts';
import { useAfterFirstPaint } from '../../shared/hooks/useAfterFirstPaint.ts';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { followThemeStore } from '../../shared/theme/apply-theme.ts';

const aboveFoldSectionIds = settingsSectionIds.slice(0, 2);

/** Every section on one page, each with its own anchor. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const { hash } = useLocation();
  // Connections, preferences and subtitles start below the fold: they render a frame after the
  // top, which splits the work of the first paint. Their code comes with the page's own chunk,
  // since a second download started after the first paint would hold back its largest paint.
  // A link to an anchor needs every section at once.
  const belowFoldRendered = useAfterFirstPaint(hash.length > 1);
  const current = useCurrentSection(belowFoldRendered ? settingsSectionIds : aboveFoldSectionIds);

  // The theme preview needs <html> to follow the store even if the app shell does not yet.
  useEffect(() => {
    followThemeStore();
  }, []);

  // The page loads after the router has settled, so a link such as #source-order scrolls here,
  // once every section is in place.
  useEffect(() => {
    if (belowFoldRendered && hash.length > 1)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, belowFoldRendered]);

  return (
    <PageFrame>
      <div className="py-8 lg:py-12">
        <h1 className="text-3xl font-bold text-text sm:text-4xl">{t('title')}</h1>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
          <div className="sticky top-16 z-20 -mx-4 bg-background/95 px-4 py-2 backdrop-blur lg:top-24 lg:mx-0 lg:space-y-6 lg:self-start lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
            <SettingsNav current={current} />
            <div className="hidden lg:block">
              <AppInfo />
            </div>
          </div>
          <div className="min-w-0 space-y-12">
            <SettingsSection id="account" title={t('sections.account')}>
              <AccountSettings />
            </SettingsSection>
            <AppearanceSettings />
            {belowFoldRendered && <BelowFoldSettings />}
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
