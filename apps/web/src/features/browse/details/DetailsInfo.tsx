import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/Card.tsx';
import type { DetailsData } from './details-data.ts';

/** Dates and languages in the interface language's own words. */
function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    date: (value: string) => {
      const time = Date.parse(value);
      return Number.isNaN(time)
        ? value
        : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
    },
    language: (code: string) =>
      new Intl.DisplayNames([language], { type: 'language', fallback: 'code' }).of(code) ?? code,
  };
}

/** The facts box: who made it, when it came out, its language and rating. */
export function DetailsInfo({ data }: { data: DetailsData }) {
  const { t } = useTranslation('details');
  const format = useFormatters();
  const rows: { label: string; value: string }[] = [];
  if (data.makers.length > 0) {
    rows.push({
      label: data.type === 'movie' ? t('info.director') : t('info.creators'),
      value: data.makers.join(', '),
    });
  }
  if (data.releaseDate) {
    rows.push({
      label: data.type === 'movie' ? t('info.released') : t('info.firstAired'),
      value: format.date(data.releaseDate),
    });
  }
  if (data.originalLanguage) {
    rows.push({ label: t('info.language'), value: format.language(data.originalLanguage) });
  }
  if (data.voteAverage) {
    rows.push({ label: t('info.rating'), value: `${data.voteAverage.toFixed(1)} / 10` });
  }
  if (rows.length === 0) return null;
  return (
    <Card as="section" size="compact" aria-labelledby="details-info-heading">
      <h3 id="details-info-heading" className="mb-3 text-lg font-semibold text-text">
        {t('sections.info')}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm text-text-dim">{row.label}</dt>
            <dd dir="auto" className="text-text">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
