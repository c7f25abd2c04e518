import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { useRandomPick } from './hooks/useRandomPick.ts';

function Dice() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="16" cy="16" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The 'Watch Something Random' dice with its countdown and cancel button. */
export function RandomPickButton() {
  const { t } = useTranslation('discover');
  const { pick, status, secondsLeft, toggle, cancel } = useRandomPick();
  const counting = pick.phase === 'counting';
  const busy = counting || status === 'choosing';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        shape="pill"
        aria-pressed={busy}
        onClick={() => void toggle()}
      >
        <Dice />
        <span>{t('randomPick.button')}</span>
      </Button>
      <p role="status" className="text-sm text-text-dim">
        {counting && secondsLeft !== null
          ? t('randomPick.countdown', { title: pick.title.title, seconds: secondsLeft })
          : status === 'choosing'
            ? t('randomPick.choosing')
            : status === 'failed'
              ? t('randomPick.failed')
              : status === 'none'
                ? t('randomPick.none')
                : ''}
      </p>
      {counting && (
        <Button variant="ghost" size="sm" shape="pill" onClick={cancel}>
          {t('randomPick.cancel')}
        </Button>
      )}
    </div>
  );
}
