import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrapeFailureText } from '../../../shared/clients/server-error-text.ts';
import type { PlayerMeta } from '../player-meta.ts';
import type { ScrapeItem, ScrapeProgress } from '../scrape-progress.ts';
import { BackAndReloadButtons, type BackTarget } from './BackAndReloadButtons.tsx';
import { BackLink } from './BackLink.tsx';
import { ScrapeStatusIcon } from './ScrapeStatusIcon.tsx';
import { sourceStatusKey } from './source-failures.ts';
import { useSourceName } from './source-name.ts';

/** The player file's tips, `tips.1` to `tips.21`; tsc checks that each exists. */
const TIP_NUMBERS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
] as const;

type Props = {
  progress: ScrapeProgress;
  scraperName: (id: string) => string;
  /** Set when the run itself broke; its error is worded in the viewer's language. */
  failure: { error: unknown } | null;
  /**
   * The run ended with nothing to play and some source failed: the screen stays, saying so, with
   * each source's reason in its row.
   */
  noStream?: boolean;
  /** The title being looked for: its name and poster stand behind the source list. */
  meta?: PlayerMeta | null;
  back?: BackTarget | undefined;
};

function SourceRow({ item, name, nested }: { item: ScrapeItem; name: string; nested?: boolean }) {
  const { t } = useTranslation('player');
  return (
    <div
      data-testid={`source-${item.id}`}
      data-status={item.status}
      className={`flex items-center gap-3 rounded-lg px-3 py-2 ${nested ? 'ms-8 bg-white/5' : 'bg-surface-raised/90'}`}
    >
      <ScrapeStatusIcon status={item.status} />
      <span className="flex-1 truncate font-medium">{name}</span>
      <span className="text-sm text-text-dim">{t(sourceStatusKey(item))}</span>
    </div>
  );
}

function TitleHeader({ meta }: { meta: PlayerMeta | null | undefined }) {
  const { t } = useTranslation('player');
  if (!meta) {
    return (
      <h1 id="scraping-title" className="text-center text-xl font-semibold">
        {t('scraping.title')}
      </h1>
    );
  }
  return (
    <div className="flex items-center gap-4">
      {meta.poster ? (
        <img
          src={meta.poster}
          alt=""
          className="aspect-[2/3] w-20 shrink-0 rounded-lg object-cover shadow-lg ring-1 ring-white/10"
        />
      ) : null}
      <div className="min-w-0">
        <p className="text-sm text-text-dim">{t('scraping.title')}</p>
        <h1 id="scraping-title" dir="auto" className="text-2xl font-semibold">
          {meta.title}
        </h1>
        {meta.season && meta.episode ? (
          <p className="text-sm text-text-dim">
            {t('episodeLabel', {
              season: meta.season.number,
              episode: meta.episode.number,
              title: meta.episode.title,
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The scraping screen: the title and its poster, each source with its status and the embeds
 * found under it, a tip, and the ways out.
 */
export function ScrapingScreen({
  progress,
  scraperName,
  failure,
  noStream = false,
  meta,
  back,
}: Props) {
  const { t } = useTranslation('player');
  const { t: tCommon } = useTranslation('common');
  const nameOf = useSourceName(scraperName);
  const [tip] = useState(() => TIP_NUMBERS[Math.floor(Math.random() * TIP_NUMBERS.length)] ?? 1);
  return (
    <section aria-labelledby="scraping-title" className="relative min-h-screen overflow-hidden">
      {meta?.poster ? (
        // The poster fills the back, blurred and dimmed, so the list stays readable over it.
        <img
          src={meta.poster}
          alt=""
          className="absolute inset-0 h-full w-full scale-110 object-cover opacity-40 blur-2xl"
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-b from-background/70 via-background/85 to-background" />
      {back ? (
        <div className="absolute start-3 top-3 z-10">
          <BackLink to={back.to} label={back.label} />
        </div>
      ) : null}
      <div className="relative mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-6 p-6">
        <TitleHeader meta={meta} />
        {failure ? (
          <p role="alert" className="rounded-lg bg-amber-500/15 p-4 text-center text-amber-200">
            {scrapeFailureText(tCommon, failure.error)}
          </p>
        ) : null}
        {noStream && !failure ? (
          <p role="alert" className="rounded-lg bg-amber-500/15 p-4 text-center text-amber-200">
            {t('scraping.sourcesFailed')}
          </p>
        ) : null}
        <ul aria-label={t('scraping.listLabel')} aria-live="polite" className="flex flex-col gap-2">
          {progress.order.map((id) => {
            const source = progress.items[id];
            if (!source) return null;
            return (
              <li key={id} className="flex flex-col gap-2">
                <SourceRow item={source} name={nameOf(source.scraperId)} />
                {source.children.length > 0 ? (
                  <ul className="flex flex-col gap-2">
                    {source.children.map((embedId) => {
                      const embed = progress.items[embedId];
                      return embed ? (
                        <li key={embedId}>
                          <SourceRow item={embed} name={nameOf(embed.scraperId)} nested />
                        </li>
                      ) : null;
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="rounded-lg bg-surface/90 p-4 text-sm text-text-dim">
          <span className="font-semibold text-text">{t('scraping.tipLabel')}: </span>
          {t(`tips.${tip}`)}
        </p>
        <BackAndReloadButtons className="flex justify-center gap-3" />
      </div>
    </section>
  );
}
