import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '../../shared/account/admin-access.ts';
import { AdminRefusal } from './AdminRefusal.tsx';
import { AdminTools } from './AdminTools.tsx';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';

export function AdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('pageTitle'));
  const access = useAdminAccess();
  return (
    <PageFrame>
      {access === 'granted' ? (
        <AdminTools />
      ) : access === 'checking' ? (
        <p role="status" className="py-20 text-center text-text-dim">
          {t('checking')}
        </p>
      ) : (
        <AdminRefusal access={access} />
      )}
    </PageFrame>
  );
}
