import type { DiscoverContent } from '@screenroom/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Names filled into a content title: a genre or service name, or the recommended-from title. */
// A type rather than an interface, so it passes as i18next's indexed options.
export type ContentTitleValues = {
  name?: string;
  title?: string;
};

/** Headings of discover content, from discover.json content.{contentType}.{mediaType}. */
export function useContentTitle(): (
  content: DiscoverContent,
  values?: ContentTitleValues,
) => string {
  const { t } = useTranslation('discover');
  return useCallback(
    (content, values = {}) => t(`content.${content.contentType}.${content.mediaType}`, values),
    [t],
  );
}
