import { useTranslation } from 'react-i18next';
import { FAQ_GROUPS, type FaqEntry, type FaqGroup } from './faq-entries.ts';
import { FaqItem } from './FaqItem.tsx';

/** Grouped and numbered when browsing; a flat list while searching. */
export function FaqList({ entries, searching }: { entries: FaqEntry[]; searching: boolean }) {
  const { t } = useTranslation('about');
  if (entries.length === 0) {
    return <p className="py-10 text-center text-text-dim">{t('search.noResults')}</p>;
  }
  if (searching) {
    return (
      <ol className="space-y-3">
        {entries.map((entry, index) => (
          <FaqItem key={entry.id} entry={entry} number={index + 1} />
        ))}
      </ol>
    );
  }
  const groups = Object.keys(FAQ_GROUPS) as FaqGroup[];
  return (
    <div className="space-y-10">
      {groups.map((group) => {
        const inGroup = entries.filter((entry) => entry.group === group);
        return (
          <section key={group} aria-labelledby={`faq-${group}`}>
            <h2 id={`faq-${group}`} className="mb-4 text-xl font-semibold">
              {t(`groups.${group}`)}
            </h2>
            <ol className="space-y-3">
              {inGroup.map((entry, index) => (
                <FaqItem key={entry.id} entry={entry} number={index + 1} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
