import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscoverStore, type DiscoverCategory } from '../../../shared/stores/discover.ts';
import { DISCOVER_CATEGORIES, tabAfterKey } from './tab-keys.ts';

export function tabId(category: DiscoverCategory): string {
  return `discover-tab-${category}`;
}

export function panelId(category: DiscoverCategory): string {
  return `discover-panel-${category}`;
}

/** The Movies / TV Shows / Editor Picks tab list; arrows, Home and End move between tabs. */
export function DiscoverTabs() {
  const { t } = useTranslation('discover');
  const selected = useDiscoverStore((s) => s.selectedCategory);
  const selectCategory = useDiscoverStore((s) => s.selectCategory);
  const buttons = useRef(new Map<DiscoverCategory, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = tabAfterKey(selected, event.key, rtl);
    if (!next) return;
    event.preventDefault();
    selectCategory(next);
    buttons.current.get(next)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={onKeyDown}
      className="inline-flex gap-1 rounded-full bg-surface p-1"
    >
      {DISCOVER_CATEGORIES.map((category) => {
        const active = category === selected;
        return (
          <button
            key={category}
            ref={(element) => {
              if (element) buttons.current.set(category, element);
              else buttons.current.delete(category);
            }}
            id={tabId(category)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(category)}
            tabIndex={active ? 0 : -1}
            onClick={() => selectCategory(category)}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition sm:px-5 ${
              active ? 'bg-accent text-white' : 'text-text-dim hover:bg-white/10 hover:text-text'
            }`}
          >
            {t(`tabs.${category}`)}
          </button>
        );
      })}
    </div>
  );
}
