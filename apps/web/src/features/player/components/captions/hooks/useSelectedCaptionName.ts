import { useTranslation } from 'react-i18next';
import { addedCaptionName, captionLanguageName } from '../../../captions/caption-names.ts';
import { usePlayerState } from '../../../player-context.tsx';

/** The name of the caption on now, as the menus call it; null when captions are off. */
export function useSelectedCaptionName(): string | null {
  const { i18n } = useTranslation('player');
  const selected = usePlayerState((s) => s.selectedCaption);
  const item = usePlayerState((s) => s.captionList.find((c) => c.id === s.selectedCaption?.id));
  if (!selected) return null;
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  if (item && (item.origin === 'upload' || item.origin === 'online')) {
    return addedCaptionName(item, uiLanguage);
  }
  return captionLanguageName(selected.language, uiLanguage);
}
