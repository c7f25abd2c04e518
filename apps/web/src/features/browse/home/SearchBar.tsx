import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlashShortcut } from './hooks/useSlashShortcut.ts';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause in typing. */
  onSubmit: () => void;
}

function pickPlaceholder(phrases: string[]): string {
  return phrases[Math.floor(Math.random() * phrases.length)] ?? '';
}

export function SearchBar({ value, onChange, onSubmit }: SearchBarProps) {
  const { t } = useTranslation('home');
  const input = useRef<HTMLInputElement>(null);
  const [placeholder] = useState(() =>
    pickPlaceholder(t('search.placeholders', { returnObjects: true }) as string[]),
  );
  useSlashShortcut(input);
  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="home-search" className="sr-only">
        {t('search.label')}
      </label>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="pointer-events-none absolute start-4 top-1/2 h-5 w-5 -translate-y-1/2 text-text-dim"
      >
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id="home-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="home-search-hint"
        className="h-14 w-full rounded-2xl border border-white/10 bg-surface ps-12 pe-12 text-base text-text shadow-xl shadow-black/30 transition placeholder:text-text-dim focus:border-accent focus:bg-surface-raised focus:outline-none focus-visible:outline-none sm:text-lg [&::-webkit-search-cancel-button]:hidden"
      />
      <span id="home-search-hint" className="sr-only">
        {t('search.shortcutHint')}
      </span>
      {value !== '' ? (
        <button
          type="button"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          aria-label={t('search.clear')}
          className="absolute end-3 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-text-dim transition hover:bg-white/10 hover:text-text"
        >
          <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
            <path
              d="M5 5l10 10M15 5L5 15"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : (
        <kbd
          aria-hidden="true"
          className="absolute end-4 top-1/2 hidden -translate-y-1/2 rounded-md border border-white/15 px-2 py-0.5 text-xs text-text-dim sm:block"
        >
          /
        </kbd>
      )}
    </form>
  );
}
