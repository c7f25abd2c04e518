import { useTranslation } from 'react-i18next';

/** The language the movie database is asked to answer in: the interface's own. */
export function useMoreLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
