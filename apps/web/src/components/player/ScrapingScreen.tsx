import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScrapeItem, ScrapeProgress } from '../../player/scrape-progress.ts';
import { HomeAndReloadButtons } from './HomeAndReloadButtons.tsx';

const TIP_COUNT = 21;

type Props = {
  progress: ScrapeProgress;
  scraperName: (id: string) => string;
  fatal: boolean;
};

const statusStyles: Record<ScrapeItem['status'], string> = {
  waiting: 'bg-white/10 text-text-dim',
  pending: 'bg-accent/20 text-accent-text animate-pulse',
  success: 'bg-emerald-500/20 text-emerald-300',
  failure: 'bg-red-500/20 text-red-300',
  notfound: 'bg-white/10 text-text-dim',
};

function StatusIcon({ status }: { status: ScrapeItem['status'] }) {
  const glyph = { waiting: '•', pending: '…', success: '✓', failure: '✕', notfound: '–' }[status];
  return (
    <span
      aria-hidden="true"
      className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${statusStyles[status]}`}
    >
      {glyph}
    </span>
  );
}

function SourceRow({ item, name, nested }: { item: ScrapeItem; name: string; nested?: boolean }) {
  const { t } = useTranslation('player');
  return (
    <div
      data-testid={`source-${item.id}`}
      data-status={item.status}
      className={`flex items-center gap-3 rounded-lg px-3 py-2 ${nested ? 'ms-8 bg-white/5' : 'bg-surface-raised'}`}
    >
      <StatusIcon status={item.status} />
      <span className="flex-1 truncate font-medium">{name}</span>
      <span className="text-sm text-text-dim">{t(`scraping.status.${item.status}`)}</span>
    </div>
  );
}

/** Document 002 §2 scraping screen: each source with its status, embeds nested below it. */
export function ScrapingScreen({ progress, scraperName, fatal }: Props) {
  const { t } = useTranslation('player');
  const [tip] = useState(() => 1 + Math.floor(Math.random() * TIP_COUNT));
  return (
    <section
      aria-labelledby="scraping-title"
      className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-6 p-6"
    >
      <h1 id="scraping-title" className="text-center text-xl font-semibold">
        {t('scraping.title')}
      </h1>
      {fatal ? (
        <p role="alert" className="rounded-lg bg-amber-500/15 p-4 text-center text-amber-200">
          {t('turnstile.error')}
        </p>
      ) : null}
      <ul aria-label={t('scraping.listLabel')} aria-live="polite" className="flex flex-col gap-2">
        {progress.order.map((id) => {
          const source = progress.items[id];
          if (!source) return null;
          return (
            <li key={id} className="flex flex-col gap-2">
              <SourceRow item={source} name={scraperName(source.scraperId)} />
              {source.children.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {source.children.map((embedId) => {
                    const embed = progress.items[embedId];
                    return embed ? (
                      <li key={embedId}>
                        <SourceRow item={embed} name={scraperName(embed.scraperId)} nested />
                      </li>
                    ) : null;
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="rounded-lg bg-surface p-4 text-sm text-text-dim">
        <span className="font-semibold text-text">{t('scraping.tipLabel')}: </span>
        {t(`tips.${tip}`)}
      </p>
      <HomeAndReloadButtons className="flex justify-center gap-3" />
    </section>
  );
}
