import { useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferencesStore } from '../../../shared/stores/preferences.ts';
import { PreferenceToggle } from '../PreferenceToggle.tsx';
import { SettingsCard } from '../SettingsSection.tsx';
import { moveItem, orderedSources, type SourceEntry } from './source-order.ts';
import { Button } from '../../../shared/ui/Button.tsx';

/**
 * The order sources are tried in (anchor #source-order, which the player's source menu links to).
 * Reordered by dragging, or by keyboard with the move buttons; each move is announced.
 */
export function SourceOrderSetting({ sources }: { sources: readonly SourceEntry[] }) {
  const { t } = useTranslation('settings');
  const sourceOrder = usePreferencesStore((state) => state.sourceOrder);
  const setPreference = usePreferencesStore((state) => state.setPreference);
  const list = useMemo(() => orderedSources(sources, sourceOrder), [sources, sourceOrder]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);

  const move = (from: number, to: number, refocus?: 'up' | 'down') => {
    const moved = list[from];
    const next = moveItem(list, from, to);
    const position = moved ? next.indexOf(moved) + 1 : 0;
    if (!moved || position === from + 1) return;
    setPreference(
      'sourceOrder',
      next.map((source) => source.id),
    );
    setAnnouncement(
      t('preferences.sourceOrder.moved', { name: moved.name, position, total: next.length }),
    );
    if (refocus) focusMoveButton(moved.id, refocus);
  };

  // The list moves the row's DOM node, which drops focus; put it back on the row that moved.
  const focusMoveButton = (id: string, direction: 'up' | 'down') => {
    requestAnimationFrame(() => {
      const rows = Array.from(listRef.current?.children ?? []) as HTMLElement[];
      const row = rows.find((element) => element.dataset.sourceId === id);
      const button =
        row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ??
        row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
      button?.focus();
    });
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
    setDropTarget(null);
  };

  return (
    <SettingsCard
      id="source-order"
      title={t('preferences.sourceOrder.title')}
      description={t('preferences.sourceOrder.description')}
    >
      <PreferenceToggle preference="enableSourceOrder" textKey="preferences.sourceOrder.enable" />
      {list.length === 0 ? (
        <p className="text-sm text-text-dim">{t('preferences.sourceOrder.empty')}</p>
      ) : (
        <ol
          ref={listRef}
          aria-label={t('preferences.sourceOrder.listLabel')}
          className="mt-2 space-y-2"
        >
          {list.map((source, index) => (
            <li
              key={source.id}
              data-source-id={source.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', source.id);
                setDragged(index);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDropTarget(index);
              }}
              onDragLeave={() => setDropTarget((current) => (current === index ? null : current))}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              className={`flex cursor-grab items-center gap-3 rounded-lg border bg-background px-3 py-2 active:cursor-grabbing ${
                dropTarget === index && dragged !== index ? 'border-accent' : 'border-white/5'
              } ${dragged === index ? 'opacity-50' : ''}`}
            >
              <span aria-hidden="true" className="text-text-dim select-none">
                ⠿
              </span>
              <span className="w-6 text-sm text-text-dim tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate font-medium text-text">{source.name}</span>
              <Button
                variant="ghost"
                size="xs"
                data-move="up"
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
                aria-label={t('preferences.sourceOrder.moveUp', { name: source.name })}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                variant="ghost"
                size="xs"
                data-move="down"
                disabled={index === list.length - 1}
                onClick={() => move(index, index + 1, 'down')}
                aria-label={t('preferences.sourceOrder.moveDown', { name: source.name })}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </SettingsCard>
  );
}
