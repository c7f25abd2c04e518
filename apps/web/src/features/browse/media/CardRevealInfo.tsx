import { useTranslation } from 'react-i18next';
import type { MediaCardItem } from './media-card-item.ts';

/**
 * The facts a card shows over its poster while hovered, focused or long-pressed: type, year and
 * rating. The words are hidden from screen readers, which hear them in the card's own text.
 */
export function CardRevealInfo({ media, revealed }: { media: MediaCardItem; revealed: boolean }) {
  const { t } = useTranslation('home');
  const facts = [t(`media.${media.type}`), media.year].filter((v) => v !== undefined).join(' · ');
  return (
    <div
      aria-hidden="true"
      data-testid="card-reveal"
      className={`pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/60 to-transparent px-2 pb-5 pt-8 text-xs font-medium text-white transition-opacity duration-200 motion-reduce:transition-none ${
        revealed
          ? 'opacity-100'
          : 'opacity-0 group-hover/card:opacity-100 group-focus-within/card:opacity-100'
      }`}
    >
      <span>{facts}</span>
      {media.rating !== undefined && <span className="ms-2">★ {media.rating.toFixed(1)}</span>}
    </div>
  );
}
