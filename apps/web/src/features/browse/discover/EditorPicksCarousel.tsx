import type { DiscoverMediaType } from '@screenroom/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from './Carousel.tsx';
import { useEditorPicks } from './hooks/useEditorPicks.ts';

/** One carousel of editor picks; picks have no more-page of their own. */
export function EditorPicksCarousel({ mediaType }: { mediaType: DiscoverMediaType }) {
  const { t } = useTranslation('discover');
  const { sectionRef, state } = useEditorPicks(mediaType);
  const failed = state.kind === 'failed';
  useEffect(() => {
    // A warning, not an error: the carousel says so on screen and the page stays usable.
    if (failed) console.warn(`Discover: none of the ${mediaType} editor picks could be loaded`);
  }, [failed, mediaType]);
  return <Carousel title={t(`editorPicks.${mediaType}`)} state={state} sectionRef={sectionRef} />;
}
