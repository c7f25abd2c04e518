import { parseDiscoverMore } from '@screenroom/core';
import { useParams } from 'react-router';
import { contentCheckMessage } from './more/more-content.ts';
import { MoreContentError } from './more/MoreContentError.tsx';
import { MoreContentPage } from './more/MoreContentPage.tsx';
import { PageFrame } from '../../../shared/layout/PageFrame.tsx';
import { NotFoundPage } from '../../../shared/errors/NotFoundPage.tsx';

/**
 * /discover/more/{category}, /{contentType}/{mediaType} and /{contentType}/{id}/{mediaType}. An
 * address naming no content is not found; content that fails core's checks (a genre page without a
 * genre id, say) shows core's message.
 */
export function DiscoverMorePage() {
  const splat = useParams()['*'] ?? '';
  const content = parseDiscoverMore(splat.split('/').filter((part) => part !== ''));
  if (!content) return <NotFoundPage />;
  const message = contentCheckMessage(content);
  return (
    <PageFrame>
      {message ? <MoreContentError message={message} /> : <MoreContentPage content={content} />}
    </PageFrame>
  );
}
