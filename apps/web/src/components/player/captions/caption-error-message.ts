import type { TFunction } from 'i18next';
import type { CaptionError } from '../../../player/captions/caption-error.ts';

/** Pure given `t`: the words a viewer reads for a caption that could not be used. */
export function captionErrorMessage(t: TFunction<'player'>, error: CaptionError): string {
  switch (error.kind) {
    case 'empty':
      return t('player:captions.errors.empty');
    case 'invalid':
      return t('player:captions.errors.invalid');
    case 'fetch':
      return error.status === null
        ? t('player:captions.errors.fetch')
        : t('player:captions.errors.fetchStatus', { status: error.status });
    case 'tooLarge':
      return t('player:captions.errors.tooLarge');
    case 'unsupported':
      return t('player:captions.errors.unsupported');
    case 'other':
      return t('player:captions.errors.other', { message: error.message });
  }
}
