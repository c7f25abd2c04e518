import { useTranslation } from 'react-i18next';
import { useAdminAccess } from '../../components/admin/admin-access.ts';
import { AdminRefusal } from '../../components/admin/AdminRefusal.tsx';
import { AdminTools } from '../../components/admin/AdminTools.tsx';
import { PageFrame } from '../../components/layout/PageFrame.tsx';
import { usePageTitle } from '../../hooks/usePageTitle.ts';

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
