import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from './party-menu-styles.ts';
import { useCopyNotice } from './use-copy-notice.ts';

/** A button that copies what `text()` gives and says so in its own label for two seconds. */
export function CopyButton({
  label,
  text,
  testId,
}: {
  label: string;
  text: () => string | null;
  testId: string;
}) {
  const { t } = useTranslation('player');
  const { notice, copy } = useCopyNotice();
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={() => void copy(text())}
      className={`flex-1 ${secondaryButtonClass}`}
    >
      <span aria-live="polite">
        {notice === 'copied'
          ? t('watchParty.copied')
          : notice === 'failed'
            ? t('watchParty.copyFailed')
            : label}
      </span>
    </button>
  );
}
