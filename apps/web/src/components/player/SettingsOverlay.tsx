import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../a11y/useFocusTrap.ts';
import { player } from '../../player/controller/player-controller.ts';
import { parentSettingsRoute, type SettingsRoute } from '../../player/settings-overlay-route.ts';
import { usePlayerStore } from '../../player/store/player-store.ts';
import { settingsMenus } from './settings-menus.tsx';
import { SettingsMainMenu } from './SettingsMainMenu.tsx';

/** The player's settings overlay: 343 px wide on larger screens, full width on phones. */
export function SettingsOverlay({ sourceName }: { sourceName: string }) {
  const route = usePlayerStore((s) => s.settingsRoute);
  if (route === null) return null;
  return <SettingsPanel route={route} sourceName={sourceName} />;
}

function SettingsPanel({ route, sourceName }: { route: SettingsRoute; sourceName: string }) {
  const { t } = useTranslation('player');
  const { ref, onKeyDown } = useFocusTrap<HTMLDivElement>(player.closeSettings);
  const menu = route === '/' ? null : settingsMenus[route];
  const title = menu ? menu.title(t) : t('settings.title');

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
            onClick={() => player.openSettings(parentSettingsRoute(route))}
            className="rounded-full px-2 py-1 hover:bg-white/10"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4 fill-none stroke-current rtl:-scale-x-100"
              strokeWidth="2"
            >
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
        ) : null}
        <h2 className="flex-1 font-semibold">{title}</h2>
        <button
          type="button"
          aria-label={t('settings.close')}
          onClick={player.closeSettings}
          className="rounded-full px-2 py-1 hover:bg-white/10"
        >
          ✕
        </button>
      </div>
      {menu ? <menu.Menu sourceName={sourceName} /> : <SettingsMainMenu sourceName={sourceName} />}
    </div>
  );
}
