import { onDemandModule } from '../../../../shared/hooks/useOnDemandModule.ts';

/**
 * The episodes overlay's lists, downloaded when the overlay first opens or the pointer or focus
 * reaches its button, so the player's own download stays small. The downloaded code is the
 * page's, not one player's, as the browser's module map is.
 */
export const episodesPanelModule = onDemandModule(() => import('./EpisodesPanelContent.tsx'));
