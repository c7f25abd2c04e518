import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutLines } from '../player-keys.ts';

/** Keys whose `KeyboardEvent.key` name is not what the keyboard shows. */
const namedKeys = {
  ' ': 'space',
  Escape: 'escape',
  ArrowLeft: 'arrowLeft',
  ArrowRight: 'arrowRight',
  ArrowUp: 'arrowUp',
  ArrowDown: 'arrowDown',
} as const;

function isNamedKey(key: string): key is keyof typeof namedKeys {
  return key in namedKeys;
}

const lines = shortcutLines();

/**
 * The settings overlay's list of keyboard shortcuts, opened by `?` or from the main menu: every
 * line comes from the player's one table of keys (player-keys.ts).
 */
export function ShortcutsMenu() {
  const { t } = useTranslation('player');
  return (
    <dl data-testid="shortcuts-list" className="flex flex-col">
      {lines.map(({ keys, does }) => (
        <div
          key={keys.join(' ')}
          className="flex items-center justify-between gap-3 rounded-lg px-3 py-1.5"
        >
          <dt className="flex shrink-0 items-center gap-1 text-sm text-text-dim">
            {keys.map((key, i) => (
              <Fragment key={key}>
                {i > 0 ? <span>{t('shortcuts.or')}</span> : null}
                <kbd
                  dir="ltr"
                  className="min-w-7 rounded-md bg-white/10 px-1.5 py-0.5 text-center font-mono text-text"
                >
                  {isNamedKey(key) ? t(`shortcuts.keys.${namedKeys[key]}`) : key}
                </kbd>
              </Fragment>
            ))}
          </dt>
          <dd className="text-end text-sm">{t(`shortcuts.actions.${does.text}`, does.values)}</dd>
        </div>
      ))}
    </dl>
  );
}
