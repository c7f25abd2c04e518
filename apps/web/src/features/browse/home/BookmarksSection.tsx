import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookmarkStore } from '../../../shared/stores/bookmarks.ts';
import type { MediaCardItem } from '../media/media-card-item.ts';
import { MediaCard } from '../media/MediaCard.tsx';
import { HomeMediaList } from './HomeMediaList.tsx';
import { HomeSection } from './HomeSection.tsx';

export function BookmarksSection() {
  const { t } = useTranslation('home');
  const bookmarks = useBookmarkStore((s) => s.bookmarks);
  const removeBookmark = useBookmarkStore((s) => s.removeBookmark);
  const cards = useMemo(
    () =>
      Object.entries(bookmarks)
        .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
        .map(([id, item]): MediaCardItem => {
          const media: MediaCardItem = { id, title: item.title, type: item.type };
          if (item.year !== undefined) media.year = item.year;
          if (item.poster) media.poster = item.poster;
          return media;
        }),
    [bookmarks],
  );
  if (cards.length === 0) return null;
  return (
    <HomeSection title={t('bookmarks.title')}>
      {(editing) => (
        <HomeMediaList title={t('bookmarks.title')}>
          {cards.map((media) => (
            <li key={media.id}>
              <MediaCard
                media={media}
                editing={editing}
                onRemove={() => removeBookmark(media.id)}
              />
            </li>
          ))}
        </HomeMediaList>
      )}
    </HomeSection>
  );
}
