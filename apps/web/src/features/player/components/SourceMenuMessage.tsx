import { useTranslation } from 'react-i18next';
import { usePlayerState } from '../player-context.tsx';

/** Why the last source or embed the viewer picked did not play: nothing there, or it failed. */
export function SourceMenuMessage({ name }: { name: (scraperId: string) => string }) {
  const { t } = useTranslation('player');
  const message = usePlayerState((s) => s.menuMessage);
  const scraperId = usePlayerState((s) =>
    s.menuMessage ? (s.scrapeProgress.items[s.menuMessage.id]?.scraperId ?? null) : null,
  );
  if (!message) return null;
  const source = name(scraperId ?? message.id);
  return (
    <p
      role="status"
      data-testid="source-menu-message"
      className="rounded-lg bg-amber-500/15 px-3 py-2 text-sm text-amber-100"
    >
      {t(`sources.messages.${message.kind}`, { source })}
    </p>
  );
}
