import { useTranslation } from 'react-i18next';
import { logOutThen } from './logout.ts';
import { useLogoutStore } from './logout-store.ts';

/**
 * The logout control. It shows "Saving…" while the last changes go to the server, and stays
 * focusable meanwhile (a disabled button would drop the keyboard focus). Pair it with
 * LogoutFailure, which offers the choices when the changes could not be saved.
 */
export function LogoutButton({
  label,
  className,
  onLoggedOut,
}: {
  label: string;
  className: string;
  onLoggedOut?: () => void;
}) {
  const { t } = useTranslation('layout');
  const saving = useLogoutStore((s) => s.status.kind === 'saving');
  return (
    <>
      <button
        type="button"
        className={className}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        onClick={() => {
          if (!saving) void logOutThen(onLoggedOut);
        }}
      >
        {saving ? t('logout.saving') : label}
      </button>
      {/* Always there, so screen readers announce the text when it appears. */}
      <span role="status" className="sr-only">
        {saving ? t('logout.savingStatus') : ''}
      </span>
    </>
  );
}
