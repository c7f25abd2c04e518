import { useTranslation } from 'react-i18next';
import { ScrapeStatusIcon } from './ScrapeStatusIcon.tsx';
import { SourceMenuMessage } from './SourceMenuMessage.tsx';
import { useSourceName } from './source-name.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

/** The embeds a chosen source offered (/source/embeds): picking one scrapes it, then plays it. */
export function EmbedMenu() {
  const player = usePlayer();
  const { t } = useTranslation('player');
  const choice = usePlayerState((s) => s.embedChoice);
  const items = usePlayerState((s) => s.scrapeProgress.items);
  const runner = usePlayerState((s) => s.scrapeContext?.runner);
  const name = useSourceName(runner?.scraperName);

  if (!choice || choice.embeds.length === 0) {
    return (
      <p role="status" className="px-3 py-2 text-sm text-text-dim">
        {choice
          ? t('sources.messages.noEmbeds', { source: name(choice.sourceId) })
          : t('sources.noEmbedChoice')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label={t('sources.embedsOf', { source: name(choice.sourceId) })}
        className="flex flex-col gap-1"
      >
        {choice.embeds.map((embed) => {
          const status = items[embed.id]?.status ?? 'waiting';
          return (
            <li key={embed.id}>
              <button
                type="button"
                data-testid={`embed-option-${embed.id}`}
                data-status={status}
                onClick={() => void player.chooseEmbed(embed.id)}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start hover:bg-white/10"
              >
                <ScrapeStatusIcon status={status} />
                <span className="min-w-0 flex-1 truncate font-medium">
                  {name(embed.embedScraperId)}
                </span>
                <span className="text-sm text-text-dim">{t(`scraping.status.${status}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <SourceMenuMessage name={name} />
    </div>
  );
}
