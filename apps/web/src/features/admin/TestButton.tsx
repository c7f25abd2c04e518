import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';

export function TestButton({
  onClick,
  disabled,
  busy,
}: {
  onClick: () => void;
  disabled: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Button onClick={onClick} disabled={disabled}>
      {busy ? t('testing') : t('test')}
    </Button>
  );
}
