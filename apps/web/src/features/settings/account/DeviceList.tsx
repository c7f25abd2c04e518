import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackendSession } from '../../../shared/clients/backend.ts';
import { logOut } from '../../../shared/account/logout.ts';
import type { Account } from '../../../shared/stores/auth.ts';
import { accountClient } from '../../../shared/clients/account.ts';
import { readDeviceName } from './device-name.ts';
import { Button } from '../../../shared/ui/Button.tsx';

export const sessionsQueryKey = (userId: string) => ['account', userId, 'sessions'] as const;

/** This device first, then the most recently used. */
export function sortSessions(sessions: BackendSession[], currentId: string): BackendSession[] {
  return [...sessions].sort((a, b) => {
    if (a.id === currentId) return -1;
    if (b.id === currentId) return 1;
    return Date.parse(b.accessedAt) - Date.parse(a.accessedAt);
  });
}

/** GET /users/{id}/sessions with a remove button per device (DELETE /sessions/{id}). */
export function DeviceList({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('sync');
  const queryClient = useQueryClient();
  const key = sessionsQueryKey(account.userId);
  const sessions = useQuery({
    queryKey: key,
    queryFn: () => accountClient(account).getSessions(account.userId),
  });
  const remove = useMutation({
    mutationFn: async (sessionId: string) => {
      if (sessionId === account.sessionId) {
        // As any logout: the last changes are saved first, and a failure offers the choices.
        await logOut();
        return;
      }
      await accountClient(account).deleteSession(sessionId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  if (sessions.isPending) {
    return (
      <p role="status" className="text-sm text-text-dim">
        {t('account.devicesLoading')}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-300">
        {t('account.devicesFailed')}
        <Button
          variant="secondary"
          shape="pill"
          size="lg"
          className="text-sm"
          onClick={() => void sessions.refetch()}
        >
          {t('account.retry')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul className="divide-y divide-white/5" aria-label={t('account.devices')}>
        {sortSessions(sessions.data, account.sessionId).map((session) => {
          const name = readDeviceName(session.device, account.seed) ?? t('account.unknownDevice');
          const isCurrent = session.id === account.sessionId;
          const lastUsed = new Date(session.accessedAt).toLocaleDateString(i18n.language, {
            dateStyle: 'medium',
          });
          return (
            <li key={session.id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-text">
                  {name}
                  {isCurrent ? (
                    <span className="ms-2 rounded-full bg-accent/20 px-2 py-0.5 text-xs font-semibold text-accent-text">
                      {t('account.thisDevice')}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-text-dim">{t('account.lastUsed', { date: lastUsed })}</p>
              </div>
              <Button
                variant="secondary"
                shape="pill"
                size="lg"
                className="text-sm"
                aria-label={t('account.removeDeviceNamed', { name })}
                disabled={remove.isPending && remove.variables === session.id}
                onClick={() => remove.mutate(session.id)}
              >
                {t('account.removeDevice')}
              </Button>
            </li>
          );
        })}
      </ul>
      {remove.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {t('account.removeFailed')}
        </p>
      ) : null}
    </>
  );
}
