import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { authApi, useSession, type ActiveSession } from '../../auth/api';
import { LoadError } from '../../../components/ui/load-error';
import { SectionCard } from '../../../components/section-card';

export const sessionsQueryKey = ['sessions'] as const;

const signedInFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

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

  if (browser && system) return { name: `${browser} on ${system}`, kind };
  if (browser) return { name: browser, kind };
  if (system) return { name: `Browser on ${system}`, kind };
  return { name: 'Unknown device', kind: 'unknown' };
}

const ICONS = { phone: Smartphone, tablet: Tablet, computer: Laptop, unknown: MonitorSmartphone } as const;

function formatDate(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'at an unknown time' : signedInFormat.format(date);
}

export function ActiveSessions() {
  const client = useQueryClient();
  const current = useSession().data?.session;
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: authApi.listSessions });

  const isCurrent = (session: ActiveSession) => Boolean(current) && (session.id === current?.id || session.token === current?.token);
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(isCurrent(b)) - Number(isCurrent(a)) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
  );
  const others = list.filter((session) => !isCurrent(session));

  const revoke = useMutation({
    mutationFn: (token: string) => authApi.revokeSession(token),
    onSuccess: () => toast.success('Session signed out', { description: 'That device can no longer use your account.' }),
    onError: (error) => toast.error('Error signing out session', { description: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
  const revokeOthers = useMutation({
    mutationFn: () => authApi.revokeOtherSessions(),
    onSuccess: () => toast.success('Signed out of the other sessions'),
    onError: (error) => toast.error('Error signing out other sessions', { description: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
  const busy = revoke.isPending || revokeOthers.isPending;

  return (
    <SectionCard title="Active Sessions" description="Devices where your account is signed in.">
      {sessions.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading sessions" />
        </div>
      ) : sessions.isError ? (
        <LoadError
          message={`Failed to load sessions. ${errorMessage(sessions.error)}`}
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
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                  <Icon aria-hidden className="size-6 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1 basis-52">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-words">{device.name}</span>
                      {mine ? (
                        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">This device</span>
                      ) : null}
                    </p>
                    <p className="text-sm break-words text-muted-foreground">
                      {session.ipAddress ? `IP ${session.ipAddress}` : 'IP address unknown'}
                      <span aria-hidden> · </span>
                      <span className="whitespace-nowrap">Signed in {formatDate(session.createdAt)}</span>
                    </p>
                  </div>
                  {mine ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="ml-9 sm:ml-auto"
                      disabled={busy}
                      onClick={() => revoke.mutate(session.token)}
                      aria-label={`Sign out ${device.name}, signed in ${formatDate(session.createdAt)}`}
                    >
                      {revoking ? 'Signing out...' : 'Sign out'}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 ? (
            <Button variant="outline" className="mt-4 w-full sm:w-auto" disabled={busy} onClick={() => revokeOthers.mutate()}>
              {revokeOthers.isPending ? 'Signing out...' : 'Sign out other sessions'}
            </Button>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
