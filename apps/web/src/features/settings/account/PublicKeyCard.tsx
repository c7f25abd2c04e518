import { base64ToBytes, bytesToBase64Url, keyPairFromSeed } from '@screenroom/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyNotice } from '../../../shared/hooks/useCopyNotice.ts';
import type { Account } from '../../../shared/stores/auth.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SettingsCard } from '../SettingsSection.tsx';

/** The account's public key as the server knows it: base64url of the key derived from the seed. */
export function accountPublicKey(account: Pick<Account, 'seed'>): string {
  return bytesToBase64Url(keyPairFromSeed(base64ToBytes(account.seed)).publicKey);
}

/** Shows the public key an operator lists in ADMIN_PUBLIC_KEYS, with a copy button. */
export function PublicKeyCard({ account }: { account: Account }) {
  const { t } = useTranslation('sync');
  const keyId = useId();
  const publicKey = useMemo(() => accountPublicKey(account), [account]);
  const { notice, copy } = useCopyNotice();
  return (
    <SettingsCard title={t('account.publicKeyTitle')} description={t('account.publicKeyText')}>
      <div className="flex flex-wrap items-center gap-3">
        <code
          id={keyId}
          dir="ltr"
          data-testid="account-public-key"
          className="min-w-0 flex-1 rounded-lg bg-background px-3 py-2 font-mono text-sm break-all"
        >
          {publicKey}
        </code>
        <Button
          variant="secondary"
          shape="pill"
          className="text-sm"
          aria-describedby={keyId}
          onClick={() => void copy(publicKey)}
        >
          {t('account.copyPublicKey')}
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-text-dim">
        {notice === 'copied'
          ? t('account.publicKeyCopied')
          : notice === 'failed'
            ? t('account.publicKeyCopyFailed')
            : ''}
      </p>
    </SettingsCard>
  );
}
