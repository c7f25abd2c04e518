import { onDemandModule } from '../../../shared/hooks/useOnDemandModule.ts';

/**
 * The settings overlay's sub-menus, one chunk downloaded when the overlay first opens or the
 * pointer or focus reaches a button that opens it, so the player's own download stays small. The
 * downloaded code is the page's, not one player's, as the browser's module map is.
 */
export const settingsMenusModule = onDemandModule(() => import('./settings-menus.tsx'));
