import type { DiscoverMediaType } from '@screenroom/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from './Carousel.tsx';
import { ContentCarousel } from './ContentCarousel.tsx';
import { selectedOption } from './option-split.ts';
import { OptionPicker } from './OptionPicker.tsx';
import { useDiscoverOptions, type OptionKind } from './hooks/useDiscoverOptions.ts';

/**
 * The by-genre and by-service carousels: the list of options, the first chosen automatically,
 * and the chosen option's titles. The service carousel is left out when no service is listed.
 */
export function OptionCarousel({
  kind,
  mediaType,
}: {
  kind: OptionKind;
  mediaType: DiscoverMediaType;
}) {
  const { t } = useTranslation('discover');
  const options = useDiscoverOptions(kind, mediaType);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const pendingTitle = t(`options.${kind}.${mediaType}`);
  if (options.isError) return <Carousel title={pendingTitle} state={{ kind: 'failed' }} />;
  const list = options.data ?? [];
  const selected = selectedOption(list, chosenId);
  if (options.isSuccess && !selected) {
    return kind === 'provider' ? null : <Carousel title={pendingTitle} state={{ kind: 'empty' }} />;
  }
  return (
    <ContentCarousel
      content={selected ? { contentType: kind, mediaType, id: selected.id } : null}
      titleValues={{ name: selected?.name }}
      pendingTitle={pendingTitle}
      controls={
        selected && (
          <OptionPicker
            options={list}
            selectedId={selected.id}
            onSelect={setChosenId}
            groupLabel={t(`options.${kind}.group`)}
            dropdownLabel={t(`options.${kind}.dropdown`)}
          />
        )
      }
    />
  );
}
