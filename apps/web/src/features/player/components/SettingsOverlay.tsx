import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../../shared/hooks/useFocusTrap.ts';
import { useOnDemandModule } from '../../../shared/hooks/useOnDemandModule.ts';
import { parentSettingsRoute, type SettingsRoute } from '../settings-overlay-route.ts';
import { OverlayPanel } from './OverlayPanel.tsx';
import { PanelCodeStatus } from './PanelCodeStatus.tsx';
import { settingsMenuFrames } from './settings-menu-titles.ts';
import { settingsMenusModule } from './settings-menus-module.ts';
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
  const frame = route === '/' ? null : settingsMenuFrames[route];
  const title = frame ? frame.title(t) : t('settings.title');
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
      className={`inset-x-0 bottom-0 ${frame?.heightClass ?? 'max-h-[452px]'} rounded-t-2xl sm:inset-x-auto sm:end-4 sm:bottom-24 sm:w-[343px] sm:rounded-2xl`}
    >
      <SettingsContent route={route} sourceName={sourceName} />
    </OverlayPanel>
  );
}

/**
 * The main menu at once; a sub-menu once the sub-menus' code is here. The overlay open on any
 * route starts that download, so it is usually in before the viewer picks a line; a failed one
 * is asked for again on the next route or opening.
 */
function SettingsContent({ route, sourceName }: { route: SettingsRoute; sourceName: string }) {
  const menus = useOnDemandModule(settingsMenusModule, route);
  if (route === '/') return <SettingsMainMenu sourceName={sourceName} />;
  if (menus.status !== 'loaded') return <PanelCodeStatus failed={menus.status === 'failed'} />;
  const Menu = menus.module.settingsMenus[route];
  return <Menu sourceName={sourceName} />;
}
