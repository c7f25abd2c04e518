import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../../../shared/stores/theme.ts';
import { resolveTheme, themeIds, type ThemeId } from '../../../shared/theme/themes.ts';

/**
 * Pointing at or focusing a theme previews it across the whole page; pressing it keeps it. The
 * swatch carries its own `data-theme`, so it shows the theme's colours whatever is applied.
 */
export function ThemePicker() {
  const { t } = useTranslation('settings');
  const selected = resolveTheme(useThemeStore((state) => state.theme));
  const setTheme = useThemeStore((state) => state.setTheme);
  const setPreviewTheme = useThemeStore((state) => state.setPreviewTheme);

  // Leaving the page must not leave a preview behind.
  useEffect(() => () => setPreviewTheme(null), [setPreviewTheme]);

  const choose = (id: ThemeId) => {
    setTheme(id === 'default' ? null : id);
    setPreviewTheme(null);
  };

  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
      onMouseLeave={() => setPreviewTheme(null)}
    >
      {themeIds.map((id) => {
        const active = id === selected;
        return (
          <li key={id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => choose(id)}
              onMouseEnter={() => setPreviewTheme(id)}
              onFocus={() => setPreviewTheme(id)}
              onBlur={() => setPreviewTheme(null)}
              className={`group w-full rounded-xl border-2 p-2 text-start transition-colors ${
                active ? 'border-accent' : 'border-transparent hover:border-white/20'
              }`}
            >
              <span
                data-theme={id}
                aria-hidden="true"
                className="flex h-16 flex-col justify-between overflow-hidden rounded-lg bg-background p-2"
              >
                <span className="flex gap-1">
                  <span className="h-2 w-8 rounded-full bg-surface-raised" />
                  <span className="h-2 w-4 rounded-full bg-surface-raised" />
                </span>
                <span className="flex items-end justify-between">
                  <span className="h-5 w-12 rounded-md bg-surface" />
                  <span className="size-5 rounded-full bg-accent" />
                </span>
              </span>
              <span className="mt-2 flex items-center justify-between gap-2 px-1 text-sm">
                <span className="font-medium text-text">{t(`themes.${id}`)}</span>
                {active ? (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs text-white">
                    {t('appearance.active')}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
