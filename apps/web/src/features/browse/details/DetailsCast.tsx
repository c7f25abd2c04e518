import { useTranslation } from 'react-i18next';
import type { DetailsPerson } from './details-data.ts';

function Initials({ name }: { name: string }) {
  const letters = name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('');
  return (
    <span aria-hidden="true" className="text-lg font-semibold text-text-dim">
      {letters}
    </span>
  );
}

/** The first billed people with their pictures, in a row that scrolls sideways. */
export function DetailsCast({ cast }: { cast: DetailsPerson[] }) {
  const { t } = useTranslation('details');
  return (
    <section aria-labelledby="details-cast-heading">
      <h3 id="details-cast-heading" className="mb-3 text-lg font-semibold text-text">
        {t('sections.cast')}
      </h3>
      {/* Nothing in the row can take focus, so the row itself does: keyboards can scroll it. */}
      <ul
        aria-labelledby="details-cast-heading"
        tabIndex={0}
        className="flex gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]"
      >
        {cast.map((person) => (
          <li key={person.id} className="w-24 shrink-0 text-center">
            <div className="mx-auto flex h-24 w-24 items-center justify-center overflow-hidden rounded-full bg-surface-raised">
              {person.profileUrl ? (
                <img
                  src={person.profileUrl}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              ) : (
                <Initials name={person.name} />
              )}
            </div>
            <p dir="auto" className="mt-2 line-clamp-2 text-sm font-medium text-text">
              {person.name}
            </p>
            {person.character && (
              <p dir="auto" className="line-clamp-2 text-xs text-text-dim">
                {t('cast.as', { character: person.character })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
