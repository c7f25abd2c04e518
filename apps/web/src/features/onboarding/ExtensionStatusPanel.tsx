import { useTranslation } from 'react-i18next';
import type { ExtensionStatus } from '../../shared/extension/extension-status.ts';

const tone: Record<ExtensionStatus, string> = {
  loading: 'bg-surface-raised text-text-dim',
  unknown: 'bg-surface-raised text-text-dim',
  failed: 'bg-red-500/15 text-red-200',
  disallowed: 'bg-amber-500/15 text-amber-100',
  noperms: 'bg-amber-500/15 text-amber-100',
  outdated: 'bg-amber-500/15 text-amber-100',
  success: 'bg-emerald-500/15 text-emerald-100',
};

/** Announced politely so screen readers hear the change when the extension starts answering. */
export function ExtensionStatusPanel({ status }: { status: ExtensionStatus }) {
  const { t } = useTranslation('onboarding');
  return (
    <div role="status" aria-live="polite" className={`mt-6 rounded-xl p-4 ${tone[status]}`}>
      <p className="font-semibold">{t(`extension.status.${status}.title`)}</p>
      <p className="mt-1 text-sm opacity-90">{t(`extension.status.${status}.text`)}</p>
    </div>
  );
}
