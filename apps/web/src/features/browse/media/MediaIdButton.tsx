import { useTranslation } from 'react-i18next';

/** Shown while Shift is held: the title's media id, copied on a click. */
export function MediaIdButton({ id, onCopy }: { id: string; onCopy: (text: string) => void }) {
  const { t } = useTranslation('home');
  return (
    <button
      type="button"
      // Out of the tab order: Shift+Tab must not land on the ids that Shift itself brings up.
      tabIndex={-1}
      aria-label={t('media.copyId', { id })}
      onClick={() => onCopy(id)}
      className="absolute start-2 top-2 z-10 rounded-md bg-black/85 px-2 py-0.5 font-mono text-xs text-white ring-1 ring-white/30 hover:bg-black"
    >
      {id}
    </button>
  );
}
