import { useTranslation } from 'react-i18next';

/** The language the details are asked in: the interface's, as i18next resolved it. */
export function useDetailsLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
