import {
  discoverMorePath,
  DISCOVER_PILLS_MIN_WIDTH_PX,
  MORE_PAGE_PILLS_NARROW,
  MORE_PAGE_PILLS_WIDE,
  type DiscoverMediaType,
} from '@screenroom/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OptionContentType } from './more-content.ts';
import { useMoreOptions } from './more-options.ts';
import { splitPills } from './more-pills.ts';
import { useWindowAtLeast } from './more-window.ts';
import { MoreOptionSelect } from './MoreOptionSelect.tsx';

interface MoreOptionPillsProps {
  contentType: OptionContentType;
  mediaType: DiscoverMediaType;
  currentId: string;
}

function PillSkeletons({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="flex flex-wrap gap-2">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="h-9 w-24 animate-pulse rounded-full bg-surface-raised" />
      ))}
    </div>
  );
}

/** 7 genre or service pills on a wide window, 2 on a narrow one. */
export function MoreOptionPills({ contentType, mediaType, currentId }: MoreOptionPillsProps) {
  const { t } = useTranslation('discoverMore');
  const wide = useWindowAtLeast(DISCOVER_PILLS_MIN_WIDTH_PX);
  const visible = wide ? MORE_PAGE_PILLS_WIDE : MORE_PAGE_PILLS_NARROW;
  const options = useMoreOptions(contentType, mediaType);
  // Without the list the grid still works; the failure is logged by the query.
  if (options.isError) return null;
  if (options.isPending) return <PillSkeletons count={visible} />;
  const { pills, rest } = splitPills(options.data, currentId, visible);
  return (
    <nav
      aria-label={t(`options.${contentType}.label`)}
      className="flex flex-wrap items-center gap-2"
    >
      <ul className="flex flex-wrap gap-2">
        {pills.map((option) => {
          const current = option.id === currentId;
          return (
            <li key={option.id}>
              <Link
                to={discoverMorePath({ contentType, mediaType, id: option.id })}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-medium transition ${
                  current ? 'bg-accent text-white' : 'bg-surface-raised text-text hover:bg-white/10'
                }`}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
      {rest.length > 0 && (
        <MoreOptionSelect
          key={currentId}
          contentType={contentType}
          mediaType={mediaType}
          options={rest}
        />
      )}
    </nav>
  );
}
