import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../../shared/i18n/languages.ts';
import { useLanguageStore } from '../../../shared/i18n/language.ts';

/** The interface language; real languages first, most spoken first. */
export function LanguageSetting() {
  const { t } = useTranslation('settings');
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const selectId = useId();
  const descriptionId = useId();
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <label htmlFor={selectId} className="font-medium text-text">
          {t('preferences.language.label')}
        </label>
        <p id={descriptionId} className="mt-1 text-sm text-text-dim">
          {t('preferences.language.description')}
        </p>
      </div>
      <select
        id={selectId}
        value={language}
        aria-describedby={descriptionId}
        onChange={(event) => setLanguage(event.target.value)}
        className="rounded-lg border border-white/10 bg-background px-3 py-2 text-text sm:min-w-56"
      >
        {languages.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.htmlLang}>
            {entry.nativeName === entry.englishName
              ? entry.nativeName
              : `${entry.nativeName} (${entry.englishName})`}
          </option>
        ))}
      </select>
    </div>
  );
}
