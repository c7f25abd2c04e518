import { useTranslation } from 'react-i18next';
import { useBookmarkStore } from '../../../shared/stores/bookmarks.ts';
import { ControlButton } from './ControlButton.tsx';
import { usePlayerState } from '../player-context.tsx';

/**
 * Bookmarks the title that is playing; the change is queued and synced like any other. It pushes
 * itself to the end of the player's top bar.
 */
export function BookmarkButton() {
  const { t } = useTranslation('sync');
  const meta = usePlayerState((s) => s.meta);
  const isBookmarked = useBookmarkStore((s) => (meta ? meta.tmdbId in s.bookmarks : false));
  if (!meta) return null;

  const toggle = () => {
    const store = useBookmarkStore.getState();
    if (isBookmarked) {
      store.removeBookmark(meta.tmdbId);
      return;
    }
    store.addBookmark({
      tmdbId: meta.tmdbId,
      type: meta.type,
      title: meta.title,
      ...(meta.releaseYear ? { year: meta.releaseYear } : {}),
      ...(meta.poster ? { poster: meta.poster } : {}),
    });
  };
  const label = isBookmarked ? t('bookmark.remove') : t('bookmark.add');

  return (
    <ControlButton
      label={label}
      aria-pressed={isBookmarked}
      onClick={toggle}
      className="ms-auto shrink-0"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`h-6 w-6 stroke-current ${isBookmarked ? 'fill-current' : 'fill-none'}`}
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M6 3h12v18l-6-4.5L6 21z" />
      </svg>
    </ControlButton>
  );
}
