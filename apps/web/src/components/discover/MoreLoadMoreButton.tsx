import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface MoreLoadMoreButtonProps {
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Document 000 §4: disabled while a page loads. A disabled button drops keyboard focus, so focus
 * comes back to it once the page is in, if nothing else took it meanwhile.
 */
export function MoreLoadMoreButton({ loading, onLoadMore }: MoreLoadMoreButtonProps) {
  const { t } = useTranslation('discoverMore');
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (loading || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, [loading]);
  return (
    <button
      ref={button}
      type="button"
      disabled={loading}
      onClick={() => {
        hadFocus.current = document.activeElement === button.current;
        onLoadMore();
      }}
      className="rounded-full bg-accent px-6 py-2.5 font-semibold text-white transition hover:bg-accent-strong disabled:cursor-wait disabled:opacity-70"
    >
      {loading ? t('loadingMore') : t('loadMore')}
    </button>
  );
}
