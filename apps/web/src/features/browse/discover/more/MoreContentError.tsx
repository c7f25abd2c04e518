import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../shared/hooks/usePageTitle.ts';
import { checkMessageKey } from './more-content.ts';
import { MoreBackButton } from './MoreBackButton.tsx';
import { MoreStateMessage } from './MoreStateMessage.tsx';

/** A well-formed more-page address whose content fails core's checks (a missing id, say). */
export function MoreContentError({ message }: { message: string }) {
  const { t } = useTranslation('discoverMore');
  usePageTitle(t('invalid.title'));
  const key = checkMessageKey(message);
  return (
    <div className="py-8 sm:py-10">
      <MoreBackButton />
      <h1 className="mt-6 mb-6 text-3xl font-bold sm:text-4xl">{t('invalid.title')}</h1>
      <MoreStateMessage>
        <p role="alert">{key ? t(`invalid.messages.${key}`) : message}</p>
      </MoreStateMessage>
    </div>
  );
}
