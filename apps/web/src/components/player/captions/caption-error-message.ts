import type { TFunction } from 'i18next';
import type { CaptionError } from '../../../player/captions/caption-error.ts';

/** Pure given `t`: the words a viewer reads for a caption that could not be used. */
export function captionErrorMessage(t: TFunction<'player'>, error: CaptionError): string {
  switch (error.kind) {
    case 'empty':
      return t('captions.errors.empty');
    case 'invalid':
      return t('captions.errors.invalid');
    case 'fetch':
      return error.status === null
        ? t('captions.errors.fetch')
        : t('captions.errors.fetchStatus', { status: error.status });
    case 'tooLarge':
      return t('captions.errors.tooLarge');
    case 'unsupported':
      return t('captions.errors.unsupported');
    case 'other':
      return t('captions.errors.other', { message: error.message });
  }
}
