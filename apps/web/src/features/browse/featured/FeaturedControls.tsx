import { useTranslation } from 'react-i18next';
import type { FeaturedItem } from './featured-item.ts';

const ARROW = 'M12.5 4.5L7 10l5.5 5.5';

function Arrow({ flip }: { flip: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={`h-5 w-5 ${flip ? 'rotate-180 rtl:rotate-0' : 'rtl:rotate-180'}`}
      aria-hidden="true"
    >
      <path d={ARROW} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const ROUND =
  'flex h-9 w-9 items-center justify-center rounded-full bg-black/50 text-white transition hover:bg-black/70';

/** Previous, pause or play, next, and one dot per slide. */
export function FeaturedControls({
  items,
  index,
  playing,
  onGoTo,
  onTogglePlaying,
}: {
  items: FeaturedItem[];
  index: number;
  playing: boolean;
  onGoTo: (index: number) => void;
  onTogglePlaying: () => void;
}) {
  const { t } = useTranslation('home');
  return (
    <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2 px-4">
      <button
        type="button"
        className={ROUND}
        aria-label={t('featured.previous')}
        onClick={() => onGoTo(index - 1)}
      >
        <Arrow flip={false} />
      </button>
      <ol className="flex items-center gap-1.5">
        {items.map((item, i) => (
          <li key={`${item.data.type}-${item.data.tmdbId}`}>
            <button
              type="button"
              aria-label={t('featured.goTo', { index: i + 1, title: item.data.title })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onGoTo(i)}
              className="flex h-6 items-center px-0.5"
            >
              <span
                className={`block h-2 rounded-full transition-all ${
                  i === index ? 'w-6 bg-white' : 'w-2 bg-white/50 hover:bg-white/80'
                }`}
              />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={ROUND}
        aria-label={t('featured.next')}
        onClick={() => onGoTo(index + 1)}
      >
        <Arrow flip />
      </button>
      <button
        type="button"
        className={ROUND}
        aria-label={playing ? t('featured.pause') : t('featured.play')}
        onClick={onTogglePlaying}
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
          {playing ? <path d="M5 4h3v12H5zM12 4h3v12h-3z" /> : <path d="M6 4l10 6-10 6z" />}
        </svg>
      </button>
    </div>
  );
}
