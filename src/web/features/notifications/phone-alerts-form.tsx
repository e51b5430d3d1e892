import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { msg } from '../../../shared/i18n/msg';
import {
  PHONE_ALERT_KINDS,
  type PhoneAlertChannel,
  type PhoneAlertKind,
  type PhoneAlertSettings,
  type PhoneAlertSettingsAnswer,
} from '../../../shared/schemas/phone-alerts';
import { Field } from '../../components/ui/field';
import { LoadError } from '../../components/ui/load-error';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { formatPhone } from '../../lib/format';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { notificationKeys, phoneAlertsQuery } from './api';

const LABELS: Record<PhoneAlertKind, string> = {
  new_customer: msg('First message from a new customer'),
  connection_request: msg('Connection requests'),
  event_rsvp: msg('Someone is going to your event'),
  review: msg('Reviews of your listings'),
};
/** The channels' own names, the same in every language. */
const CHANNEL_NAMES = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Owner alerts by SMS or WhatsApp (issue 40): a channel per kind and quiet hours in Lagos time, each change saved at once. */
export function PhoneAlertsForm() {
  const id = useId();
  const client = useQueryClient();
  const query = useQuery(phoneAlertsQuery());
  const save = useMutation({
    mutationFn: (settings: PhoneAlertSettings) =>
      api<PhoneAlertSettingsAnswer>('/api/v1/notifications/phone-alerts', { method: 'PUT', body: { ...settings } }),
    onSuccess: (saved) => {
      client.setQueryData(notificationKeys.phoneAlerts, saved);
      toast.success(t('Notification preferences saved'));
    },
    onError: () => toast.error(t('Error'), { description: t('Failed to save notification preferences') }),
  });

  if (query.isPending) return <Spinner label={t('Loading notification preferences')} />;
  if (query.isError)
    return <LoadError message={t('Failed to load notification preferences')} error={query.error} onRetry={() => query.refetch()} />;
  const { phoneNumber, ...current } = query.data;
  const change = (next: Partial<PhoneAlertSettings>) => save.mutate({ ...current, ...next });

  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="text-sm font-semibold text-muted-foreground">{t('By SMS or WhatsApp')}</legend>
      <p className="text-sm text-muted-foreground">
        {phoneNumber
          ? t('Short alerts to {phone} with a link, never what anyone wrote. At most one an hour per conversation.', {
              phone: formatPhone(phoneNumber),
            })
          : t('Add a phone number in Account → Profile to get these alerts.')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {PHONE_ALERT_KINDS.map((kind) => (
          <Field key={kind} id={`${id}-${kind}`} label={t(LABELS[kind])}>
            <Select
              id={`${id}-${kind}`}
              value={current.channels[kind]}
              disabled={save.isPending}
              onChange={(event) => change({ channels: { ...current.channels, [kind]: event.target.value as PhoneAlertChannel } })}
            >
              <option value="off">{t('Off')}</option>
              {Object.entries(CHANNEL_NAMES).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['from', 'until'] as const).map((end) => (
          <Field key={end} id={`${id}-quiet-${end}`} label={end === 'from' ? t('Quiet from (Lagos time)') : t('Quiet until (Lagos time)')}>
            <Select
              id={`${id}-quiet-${end}`}
              value={current.quietHours ? String(current.quietHours[end]) : ''}
              disabled={save.isPending}
              onChange={(event) => {
                const hour = event.target.value === '' ? null : Number(event.target.value);
                const quiet = current.quietHours ?? { from: 22, until: 7 };
                change({ quietHours: hour === null ? null : { ...quiet, [end]: hour } });
              }}
            >
              <option value="">{t('No quiet hours')}</option>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
