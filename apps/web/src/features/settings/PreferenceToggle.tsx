import { useTranslation } from 'react-i18next';
import type { KeyPrefixWith } from '../../shared/i18n/translation-keys.ts';
import { usePreferencesStore, type Preferences } from '../../shared/stores/preferences.ts';
import { SettingsToggle } from '../../shared/ui/SettingsToggle.tsx';

type BooleanPreference = {
  [K in keyof Preferences]: Preferences[K] extends boolean ? K : never;
}[keyof Preferences];

/**
 * A switch bound to one boolean preference; its strings live under `{textKey}.label|description`,
 * unless `description` says something else (what the server's configuration makes true).
 */
export function PreferenceToggle({
  preference,
  textKey,
  description,
}: {
  preference: BooleanPreference;
  textKey: KeyPrefixWith<'settings', 'label', 'description'>;
  description?: string;
}) {
  const { t } = useTranslation('settings');
  const checked = usePreferencesStore((state) => state[preference]);
  const setPreference = usePreferencesStore((state) => state.setPreference);
  return (
    <SettingsToggle
      id={`preference-${preference}`}
      label={t(`${textKey}.label`)}
      description={description ?? t(`${textKey}.description`)}
      checked={checked}
      onChange={(value) => setPreference(preference, value)}
    />
  );
}
