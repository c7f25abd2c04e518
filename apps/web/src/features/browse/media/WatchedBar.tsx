import { useTranslation } from 'react-i18next';

export function WatchedBar({ percentage }: { percentage: number }) {
  const { t } = useTranslation('home');
  const rounded = Math.round(percentage);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      aria-label={t('media.watched', { percentage: rounded })}
      className="absolute inset-x-2 bottom-2 h-1.5 overflow-hidden rounded-full bg-black/60"
    >
      <div className="h-full rounded-full bg-accent" style={{ width: `${percentage}%` }} />
    </div>
  );
}
