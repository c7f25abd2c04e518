import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../a11y/useFocusTrap.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { useQualityStore } from '../../stores/quality.ts';
import { QualityMenu } from './QualityMenu.tsx';

function MenuLink({
  label,
  value,
  onClick,
}: {
  label: string;
  value: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left hover:bg-white/10"
    >
      <span className="font-medium">{label}</span>
      <span className="text-sm text-text-dim">{value} ›</span>
    </button>
  );
}

/** Document 002 §2 settings overlay: 343 px wide on larger screens, full width on phones. */
export function SettingsOverlay({ sourceName }: { sourceName: string }) {
  const { t } = useTranslation('player');
  const route = usePlayerStore((s) => s.settingsRoute);
  const openSettings = usePlayerStore((s) => s.openSettings);
  const closeSettings = usePlayerStore((s) => s.closeSettings);
  const current = usePlayerStore((s) => s.currentQuality);
  const automatic = useQualityStore((s) => s.automaticQuality);
  if (route === null) return null;
  return (
    <SettingsPanel
      route={route}
      sourceName={sourceName}
      qualityValue={
        automatic || current === null ? t('settings.auto') : current === '4k' ? '4K' : `${current}p`
      }
      onNavigate={openSettings}
      onClose={closeSettings}
    />
  );
}

function SettingsPanel({
  route,
  sourceName,
  qualityValue,
  onNavigate: openSettings,
  onClose: closeSettings,
}: {
  route: string;
  sourceName: string;
  qualityValue: string;
  onNavigate: (route: '/' | '/quality' | '/source') => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('player');
  const { ref, onKeyDown } = useFocusTrap<HTMLDivElement>(closeSettings);

  const title =
    route === '/quality'
      ? t('settings.quality')
      : route === '/source'
        ? t('settings.source')
        : t('settings.title');

  return (
    <div
      ref={ref}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      role="dialog"
      aria-label={title}
      data-testid="settings-overlay"
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      className="absolute inset-x-0 bottom-0 z-30 max-h-[452px] overflow-y-auto rounded-t-2xl bg-surface/95 p-3 shadow-2xl backdrop-blur sm:inset-x-auto sm:end-4 sm:bottom-24 sm:w-[343px] sm:rounded-2xl"
    >
      <div className="mb-2 flex items-center gap-2 px-1">
        {route !== '/' ? (
          <button
            type="button"
            aria-label={t('settings.back')}
            onClick={() => openSettings('/')}
            className="rounded-full px-2 py-1 hover:bg-white/10"
          >
            ‹
          </button>
        ) : null}
        <h2 className="flex-1 font-semibold">{title}</h2>
        <button
          type="button"
          aria-label={t('settings.close')}
          onClick={closeSettings}
          className="rounded-full px-2 py-1 hover:bg-white/10"
        >
          ✕
        </button>
      </div>
      {route === '/' ? (
        <div className="flex flex-col gap-1">
          <MenuLink
            label={t('settings.quality')}
            value={qualityValue}
            onClick={() => openSettings('/quality')}
          />
          <MenuLink
            label={t('settings.source')}
            value={sourceName}
            onClick={() => openSettings('/source')}
          />
        </div>
      ) : null}
      {route === '/quality' ? <QualityMenu /> : null}
      {route === '/source' ? (
        <div className="flex flex-col gap-2 px-3 py-2 text-sm">
          <p className="font-medium">{t('settings.currentSource', { source: sourceName })}</p>
          <p className="text-text-dim">{t('settings.sourceHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
