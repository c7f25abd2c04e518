import { REGIONS, isRegion } from '@screenroom/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionStore } from '../../shared/stores/region.ts';
import { AdminCard } from './AdminCard.tsx';

export function RegionSelectorCard() {
  const { t, i18n } = useTranslation('admin');
  const selectId = useId();
  const { region, lastChecked, userPicked, setRegion } = useRegionStore();
  const checked =
    lastChecked === null
      ? t('region.never')
      : new Date(lastChecked * 1000).toLocaleString(i18n.language);
  return (
    <AdminCard id="admin-region" title={t('region.title')}>
      <p className="text-text-dim">{t('region.text')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={selectId} className="font-medium">
          {t('region.label')}
        </label>
        <select
          id={selectId}
          value={region}
          onChange={(e) => {
            if (isRegion(e.target.value))
              setRegion(e.target.value, true, Math.floor(Date.now() / 1000));
          }}
          className="rounded-lg border border-white/10 bg-background px-3 py-2"
        >
          {region === 'unknown' ? (
            <option value="unknown">{t('region.names.unknown')}</option>
          ) : null}
          {REGIONS.map((name) => (
            <option key={name} value={name}>
              {t(`region.names.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="text-text-dim">
        {t('region.lastChecked', { date: checked })} ·{' '}
        {userPicked ? t('region.picked') : t('region.detected')}
      </p>
    </AdminCard>
  );
}
