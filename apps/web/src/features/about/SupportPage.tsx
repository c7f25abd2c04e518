import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaticLayout } from './StaticLayout.tsx';
import { usePageTitle } from '../../shared/hooks/usePageTitle.ts';
import { Card } from '../../shared/ui/Card.tsx';

const QUESTIONS = ['noPlay', 'lostData', 'account', 'operator', 'bug'] as const;

export function SupportPage() {
  const { t } = useTranslation('static');
  usePageTitle(t('support.pageTitle'));
  return (
    <StaticLayout title={t('support.title')} intro={t('support.intro')}>
      <dl className="space-y-4">
        {QUESTIONS.map((id) => (
          <Card size="compact" key={id}>
            <dt className="font-semibold">{t(`support.questions.${id}.q`)}</dt>
            <dd className="mt-2 text-text-dim">{t(`support.questions.${id}.a`)}</dd>
          </Card>
        ))}
      </dl>
      <p className="text-text-dim">
        {t('support.faqLead')}{' '}
        <Link
          to="/about"
          className="font-medium text-accent-text underline-offset-4 hover:underline"
        >
          {t('support.faqLink')}
        </Link>
      </p>
    </StaticLayout>
  );
}
