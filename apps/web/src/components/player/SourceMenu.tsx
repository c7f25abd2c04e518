import { useTranslation } from 'react-i18next';

/** The source list: which source plays now. */
export function SourceMenu({ sourceName }: { sourceName: string }) {
  const { t } = useTranslation('player');
  return (
    <div className="flex flex-col gap-2 px-3 py-2 text-sm">
      <p className="font-medium">{t('settings.currentSource', { source: sourceName })}</p>
      <p className="text-text-dim">{t('settings.sourceHint')}</p>
    </div>
  );
}
