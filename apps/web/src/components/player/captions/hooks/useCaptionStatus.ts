import { useTranslation } from 'react-i18next';
import { usePlayerStore } from '../../../../player/store/player-store.ts';
import { useServerErrorText } from '../../../../clients/server-error-text.ts';
import { captionErrorMessage } from '../caption-error-message.ts';

/** The hint under a caption's line: loading, or why it failed; undefined when neither. */
export function useCaptionStatusHint(id: string): string | undefined {
  const { t } = useTranslation('player');
  const serverText = useServerErrorText();
  const status = usePlayerStore((s) => s.captionStatus[id]);
  if (!status) return undefined;
  return status.state === 'loading'
    ? t('captions.loading')
    : captionErrorMessage(t, status.error, serverText);
}
