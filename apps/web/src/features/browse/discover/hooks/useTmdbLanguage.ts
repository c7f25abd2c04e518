import { useTranslation } from 'react-i18next';

/** The interface language, which the movie database answers in where it can. */
export function useTmdbLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
