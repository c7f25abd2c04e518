import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../../shared/hooks/useFocusTrap.ts';
import { usePreferencesStore } from '../../../shared/stores/preferences.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { DetailsBody } from './DetailsBody.tsx';
import type { DetailsRef } from '../../../shared/routing/details-param.ts';
import { useCloseDetails } from './hooks/useCloseDetails.ts';
import { useTitleDetails } from './hooks/useTitleDetails.ts';

/** While the window is open the page behind does not scroll. */
function useLockedPageScroll() {
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
      <path
        d="M5 5l10 10M15 5L5 15"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A title's details over the page it was opened on: the full window when the viewer turned the
 * details window on, else the minimal one (picture, words, and the buttons to act on the title).
 */
export function DetailsModal({ detailsRef }: { detailsRef: DetailsRef }) {
  const { t } = useTranslation('details');
  const close = useCloseDetails();
  const trap = useFocusTrap<HTMLDivElement>(close);
  const titleId = useId();
  const full = usePreferencesStore((s) => s.enableDetailsModal);
  const details = useTitleDetails(detailsRef);
  useLockedPageScroll();

  return (
    <div
      className="fixed inset-0 z-50 overflow-y-auto bg-black/75 backdrop-blur-sm"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={trap.ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={details.data ? titleId : undefined}
        aria-label={details.data ? undefined : t('open')}
        tabIndex={-1}
        data-variant={full ? 'full' : 'minimal'}
        // Keys stay in the window: the page behind (the player's shortcuts) must not act on them.
        onKeyDown={(event) => {
          trap.onKeyDown(event);
          event.stopPropagation();
        }}
        className="relative mx-auto min-h-full w-full max-w-4xl bg-surface text-text shadow-2xl outline-none sm:my-10 sm:min-h-0 sm:rounded-2xl sm:ring-1 sm:ring-white/10"
      >
        <Button
          variant="subtle"
          size="sm"
          shape="pill"
          aria-label={t('close')}
          title={t('close')}
          onClick={close}
          className="absolute end-3 top-3 z-10 backdrop-blur"
        >
          <CloseIcon />
        </Button>
        {details.isPending && (
          <p role="status" className="px-6 py-24 text-center text-text-dim">
            {t('loading')}
          </p>
        )}
        {details.isError && (
          <div className="flex flex-col items-center gap-4 px-6 py-24 text-center">
            <p role="alert" className="text-text-dim">
              {t('failed')}
            </p>
            <Button variant="secondary" onClick={() => void details.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {details.data && <DetailsBody data={details.data} full={full} titleId={titleId} />}
      </div>
    </div>
  );
}
