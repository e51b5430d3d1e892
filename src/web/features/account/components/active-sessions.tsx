import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { authApi, useSession, type ActiveSession } from '../../auth/api';
import { LoadError } from '../../../components/ui/load-error';
import { activeSessionsQuery, sessionsQueryKey } from '../api';
import { SectionCard } from '../../../components/section-card';
import { t } from '../../../lib/i18n';
import { dateFormatter } from '../../../lib/date-format';

const signedInFormat = dateFormatter('d MMM y, HH:mm');

type DeviceKind = 'phone' | 'tablet' | 'computer' | 'unknown';

/** A readable name for a session's browser and system, e.g. "Chrome on Android". */
export function describeDevice(userAgent: string | null | undefined): { name: string; kind: DeviceKind } {
  const ua = userAgent ?? '';
  const browser = /SamsungBrowser\//.test(ua)
    ? 'Samsung Internet'
    : /Edg(e|A|iOS)?\//.test(ua)
      ? 'Edge'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua) && /Version\//.test(ua)
              ? 'Safari'
              : null;

  let system: string | null = null;
  let kind: DeviceKind = 'unknown';
  if (/iPhone|iPod/.test(ua)) [system, kind] = ['iPhone', 'phone'];
  else if (/iPad/.test(ua)) [system, kind] = ['iPad', 'tablet'];
  else if (/Android/.test(ua)) [system, kind] = ['Android', /Mobile/.test(ua) ? 'phone' : 'tablet'];
  else if (/Windows/.test(ua)) [system, kind] = ['Windows', 'computer'];
  else if (/CrOS/.test(ua)) [system, kind] = ['ChromeOS', 'computer'];
  else if (/Macintosh|Mac OS X/.test(ua)) [system, kind] = ['macOS', 'computer'];
  else if (/Linux/.test(ua)) [system, kind] = ['Linux', 'computer'];

  if (browser && system) return { name: t('{browser} on {system}', { browser, system }), kind };
  if (browser) return { name: browser, kind };
  if (system) return { name: t('Browser on {system}', { system }), kind };
  return { name: t('Unknown device'), kind: 'unknown' };
}

const ICONS = { phone: Smartphone, tablet: Tablet, computer: Laptop, unknown: MonitorSmartphone } as const;

/** When a session signed in, in the reader's way of writing dates; null when the time is not known. */
function formatDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : signedInFormat(date);
}

export function ActiveSessions() {
  const client = useQueryClient();
  const current = useSession().data?.session;
  const sessions = useQuery(activeSessionsQuery());

  const isCurrent = (session: ActiveSession) => Boolean(current) && (session.id === current?.id || session.token === current?.token);
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(isCurrent(b)) - Number(isCurrent(a)) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
  );
  const others = list.filter((session) => !isCurrent(session));

  const revoke = useMutation({
    mutationFn: (token: string) => authApi.revokeSession(token),
    onSuccess: () => toast.success(t('Session signed out'), { description: t('That device can no longer use your account.') }),
    onError: (error) => toast.error(t('Error signing out session'), { description: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
  const revokeOthers = useMutation({
    mutationFn: () => authApi.revokeOtherSessions(),
    onSuccess: () => toast.success(t('Signed out of the other sessions')),
    onError: (error) => toast.error(t('Error signing out other sessions'), { description: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
  const busy = revoke.isPending || revokeOthers.isPending;

  return (
    <SectionCard title={t('Active Sessions')} description={t('Devices where your account is signed in.')}>
      {sessions.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('Loading sessions')} />
        </div>
      ) : sessions.isError ? (
        <LoadError
          message={t('Failed to load sessions.')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <>
          <ul className="divide-y divide-border rounded-md border border-border">
            {list.map((session) => {
              const device = describeDevice(session.userAgent);
              const Icon = ICONS[device.kind];
              const mine = isCurrent(session);
              const revoking = revoke.isPending && revoke.variables === session.token;
              const signedIn = formatDate(session.createdAt);
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                  <Icon aria-hidden className="size-6 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1 basis-52">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-words">{device.name}</span>
                      {mine ? (
                        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                          {t('This device')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm break-words text-muted-foreground">
                      {session.ipAddress ? t('IP {address}', { address: session.ipAddress }) : t('IP address unknown')}
                      <span aria-hidden> · </span>
                      <span className="whitespace-nowrap">
                        {signedIn ? t('Signed in {date}', { date: signedIn }) : t('Signed in at an unknown time')}
                      </span>
                    </p>
                  </div>
                  {mine ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="ml-9 sm:ml-auto"
                      disabled={busy}
                      onClick={() => revoke.mutate(session.token)}
                      aria-label={
                        signedIn
                          ? t('Sign out {device}, signed in {date}', { device: device.name, date: signedIn })
                          : t('Sign out {device}, signed in at an unknown time', { device: device.name })
                      }
                    >
                      {revoking ? t('Signing out...') : t('Sign out')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 ? (
            <Button variant="outline" className="mt-4 w-full sm:w-auto" disabled={busy} onClick={() => revokeOthers.mutate()}>
              {revokeOthers.isPending ? t('Signing out...') : t('Sign out other sessions')}
            </Button>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
