import { useTranslation } from 'react-i18next';
import { useCopyNotice } from '../../../../shared/hooks/useCopyNotice.ts';
import { Button } from '../../../../shared/ui/Button.tsx';

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
    <Button
      variant="subtle"
      size="sm"
      className="flex-1"
      data-testid={testId}
      onClick={() => void copy(text())}
    >
      <span aria-live="polite">
        {notice === 'copied'
          ? t('watchParty.copied')
          : notice === 'failed'
            ? t('watchParty.copyFailed')
            : label}
      </span>
    </Button>
  );
}
