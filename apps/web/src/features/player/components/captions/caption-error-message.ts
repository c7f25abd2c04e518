import type { TFunction } from 'i18next';
import { BackendError } from '../../../../shared/clients/backend.ts';
import type { CaptionError } from '../../captions/caption-error.ts';

/**
 * Pure given `t` and `serverText` (the server failures' words): what a viewer reads for a caption
 * that could not be used.
 */
export function captionErrorMessage(
  t: TFunction<'player'>,
  error: CaptionError,
  serverText: (error: unknown) => string,
): string {
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
    case 'server':
      return serverText(new BackendError(error.status, error.message, error.code));
    case 'other':
      return t('captions.errors.other', { message: error.message });
  }
}
