import { useTranslation } from 'react-i18next';
import type { KeyPrefixWith } from '../../i18n/translation-keys.ts';
import { usePreferencesStore, type Preferences } from '../../stores/preferences.ts';
import { SettingsToggle } from '../controls/SettingsToggle.tsx';

type BooleanPreference = {
  [K in keyof Preferences]: Preferences[K] extends boolean ? K : never;
}[keyof Preferences];

/** A switch bound to one boolean preference; its strings live under `{textKey}.label|description`. */
export function PreferenceToggle({
  preference,
  textKey,
}: {
  preference: BooleanPreference;
  textKey: KeyPrefixWith<'settings', 'label', 'description'>;
}) {
  const { t } = useTranslation('settings');
  const checked = usePreferencesStore((state) => state[preference]);
  const setPreference = usePreferencesStore((state) => state.setPreference);
  return (
    <SettingsToggle
      id={`preference-${preference}`}
      label={t(`${textKey}.label`)}
      description={t(`${textKey}.description`)}
      checked={checked}
      onChange={(value) => setPreference(preference, value)}
    />
  );
}
