import type { DiscoverContent } from '@screenroom/core';
import { usePageTitle } from '../../../../shared/hooks/usePageTitle.ts';
import { isOptionContent } from './more-content.ts';
import { useMoreTitle } from './more-title.ts';
import { MoreBackButton } from './MoreBackButton.tsx';
import { MoreHeading } from './MoreHeading.tsx';
import { MoreOptionPills } from './MoreOptionPills.tsx';
import { MoreTitlesGrid } from './MoreTitlesGrid.tsx';

/** A discover more-page: back button, title, option pills and the titles grid. */
export function MoreContentPage({ content }: { content: DiscoverContent }) {
  const { title } = useMoreTitle(content);
  usePageTitle(title);
  return (
    <div className="py-8 sm:py-10">
      <MoreBackButton />
      <MoreHeading title={title} />
      {isOptionContent(content) && (
        <div className="mt-5">
          <MoreOptionPills
            contentType={content.contentType}
            mediaType={content.mediaType}
            currentId={content.id}
          />
        </div>
      )}
      <div className="mt-8">
        <MoreTitlesGrid content={content} label={title} />
      </div>
    </div>
  );
}
