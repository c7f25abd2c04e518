import { useTranslation } from 'react-i18next';
import { useServerErrorText } from '../../../../../shared/clients/server-error-text.ts';
import { captionErrorMessage } from '../caption-error-message.ts';
import { usePlayerState } from '../../../player-context.tsx';

/** The hint under a caption's line: loading, or why it failed; undefined when neither. */
export function useCaptionStatusHint(id: string): string | undefined {
  const { t } = useTranslation('player');
  const serverText = useServerErrorText();
  const status = usePlayerState((s) => s.captionStatus[id]);
  if (!status) return undefined;
  return status.state === 'loading'
    ? t('captions.loading')
    : captionErrorMessage(t, status.error, serverText);
}
