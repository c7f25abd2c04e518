import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../../shared/hooks/useFocusTrap.ts';
import { parentSettingsRoute, type SettingsRoute } from '../settings-overlay-route.ts';
import { OverlayPanel } from './OverlayPanel.tsx';
import { settingsMenus } from './settings-menus.tsx';
import { SettingsMainMenu } from './SettingsMainMenu.tsx';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** The player's settings overlay: 343 px wide on larger screens, full width on phones. */
export function SettingsOverlay({ sourceName }: { sourceName: string }) {
  const route = usePlayerState((s) => s.settingsRoute);
  if (route === null) return null;
  return <SettingsPanel route={route} sourceName={sourceName} />;
}

function SettingsPanel({ route, sourceName }: { route: SettingsRoute; sourceName: string }) {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const trap = useFocusTrap<HTMLDivElement>(player.closeSettings);
  const menu = route === '/' ? null : settingsMenus[route];
  const title = menu ? menu.title(t) : t('settings.title');
  const back =
    route === '/'
      ? null
      : {
          label: t('settings.back'),
          onClick: () => player.openSettings(parentSettingsRoute(route)),
        };

  return (
    <OverlayPanel
      title={title}
      back={back}
      closeLabel={t('settings.close')}
      onClose={player.closeSettings}
      trap={trap}
      data-testid="settings-overlay"
      className={`inset-x-0 bottom-0 ${menu?.heightClass ?? 'max-h-[452px]'} rounded-t-2xl sm:inset-x-auto sm:end-4 sm:bottom-24 sm:w-[343px] sm:rounded-2xl`}
    >
      {menu ? <menu.Menu sourceName={sourceName} /> : <SettingsMainMenu sourceName={sourceName} />}
    </OverlayPanel>
  );
}
