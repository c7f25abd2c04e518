import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_CAPTION_EXTENSIONS } from '../../captions/caption-file.ts';
import { useServerErrorText } from '../../../../shared/clients/server-error-text.ts';
import { captionErrorMessage } from './caption-error-message.ts';
import { usePlayer, usePlayerState } from '../../player-context.tsx';

/** Picks a subtitle file from the device and turns it on; says why when it cannot be used. */
export function CaptionUploadButton() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const error = usePlayerState((s) => s.uploadError);
  const serverText = useServerErrorText();
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        data-testid="caption-upload"
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-start hover:bg-white/10"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 shrink-0 fill-none stroke-current"
          strokeWidth="2"
        >
          <path d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
        </svg>
        <span className="flex flex-col">
          <span className="font-medium">{t('captions.upload')}</span>
          <span id={hintId} className="text-xs text-text-dim">
            {t('captions.uploadHint')}
          </span>
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={SUPPORTED_CAPTION_EXTENSIONS.join(',')}
        data-testid="caption-upload-input"
        aria-label={t('captions.upload')}
        tabIndex={-1}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again after a fix still reads it.
          event.target.value = '';
          if (file) void player.loadCaptionFile(file);
        }}
      />
      {error ? (
        <p role="alert" data-testid="caption-upload-error" className="px-3 text-sm text-red-300">
          {captionErrorMessage(t, error, serverText)}
        </p>
      ) : null}
    </div>
  );
}
