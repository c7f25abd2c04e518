import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../../../shared/stores/auth.ts';
import type { ExtensionStatus } from '../../../shared/extension/extension-status.ts';
import { setupKind, type SetupKind } from './setup-kind.ts';
import { buttonClass } from '../../../shared/ui/button-class.ts';

const badgeClass: Record<SetupKind, string> = {
  extension: 'bg-emerald-400/15 text-emerald-300',
  proxy: 'bg-sky-400/15 text-sky-300',
  default: 'bg-amber-400/15 text-amber-200',
};

/** Which connection is in use and how to change it (onboarding owns the setup itself). */
export function SetupStatusCard({ extension }: { extension: ExtensionStatus }) {
  const { t } = useTranslation('settings');
  const proxySet = useAuthStore((state) => state.proxySet);
  const kind = setupKind(extension, proxySet);
  return (
    <div
      role="group"
      aria-labelledby="setup-status-title"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="setup-status-title" className="text-base font-semibold text-text">
            {t('connections.setup.title')}
          </h3>
          <span
            data-testid="setup-kind"
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass[kind]}`}
          >
            {t(`connections.setup.${kind}.badge`)}
          </span>
        </div>
        <p className="mt-1 text-sm text-text-dim">{t(`connections.setup.${kind}.description`)}</p>
      </div>
      <Link
        to="/onboarding"
        className={buttonClass({ variant: 'secondary', className: 'shrink-0 text-center text-sm' })}
      >
        {t('connections.setup.change')}
      </Link>
    </div>
  );
}
