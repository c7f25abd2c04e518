import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/Button.tsx';

interface MoreLoadMoreButtonProps {
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Disabled while a page loads. A disabled button drops keyboard focus, so focus comes back to it
 * once the page is in, if nothing else took it meanwhile.
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
    <Button
      size="lg"
      shape="pill"
      ref={button}
      disabled={loading}
      onClick={() => {
        hadFocus.current = document.activeElement === button.current;
        onLoadMore();
      }}
    >
      {loading ? t('loadingMore') : t('loadMore')}
    </Button>
  );
}
