import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n/translation-keys.ts';
import { useAuthStore } from '../../../shared/stores/auth.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { UrlField } from '../../../shared/ui/UrlField.tsx';
import { SettingsCard } from '../SettingsSection.tsx';
import {
  checkProxyEntry,
  describeProxyEntry,
  withoutProxyEntry,
  type ProxyEntryError,
} from './proxy-workers.ts';

const errorText = {
  invalidUrl: 'connections.invalidUrl',
  invalidType: 'connections.proxy.invalidType',
  duplicate: 'connections.proxy.duplicate',
} as const satisfies Record<ProxyEntryError, TranslationKey<'settings'>>;

/** Custom proxy workers: only valid entries ever reach the store. */
export function ProxyWorkersSetting() {
  const { t } = useTranslation('settings');
  const proxySet = useAuthStore((state) => state.proxySet);
  const setProxySet = useAuthStore((state) => state.setProxySet);
  const list = proxySet ?? [];
  const [text, setText] = useState('');
  const [error, setError] = useState<ProxyEntryError | null>(null);
  const errorId = useId();
  const hintId = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = checkProxyEntry(text, list);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setProxySet([...list, result.entry]);
    setText('');
    setError(null);
  };

  return (
    <SettingsCard
      title={t('connections.proxy.title')}
      description={t('connections.proxy.description')}
    >
      {list.length === 0 ? (
        <p className="mb-4 text-sm text-text-dim">{t('connections.proxy.empty')}</p>
      ) : (
        <ul aria-label={t('connections.proxy.listLabel')} className="mb-4 space-y-2">
          {list.map((entry, index) => {
            const { type, url } = describeProxyEntry(entry);
            return (
              <li
                key={entry}
                className="flex items-center gap-3 rounded-lg bg-background px-3 py-2 text-sm"
              >
                <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs text-text-dim uppercase">
                  {type === 'api'
                    ? t('connections.proxy.typeApi')
                    : t('connections.proxy.typeProxy')}
                </span>
                <span dir="ltr" className="min-w-0 flex-1 truncate text-text">
                  {url}
                </span>
                <Button
                  variant="ghost"
                  size="xs"
                  onClick={() => setProxySet(withoutProxyEntry(list, index))}
                  aria-label={t('connections.proxy.remove', { entry: url })}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={add} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <UrlField
          className="flex-1"
          size="compact"
          type="text"
          label={t('connections.proxy.label')}
          value={text}
          placeholder="https://worker.example.com"
          invalid={error !== null}
          describedBy={`${hintId} ${errorId}`}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit">{t('connections.proxy.add')}</Button>
      </form>
      <p id={hintId} className="mt-2 text-xs text-text-dim">
        {t('connections.proxy.hint')}
      </p>
      <p id={errorId} role="alert" className="mt-1 min-h-5 text-sm text-red-300">
        {error ? t(errorText[error]) : null}
      </p>
    </SettingsCard>
  );
}
