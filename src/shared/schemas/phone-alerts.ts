import { z } from 'zod';
import { msg } from '../i18n/msg';

/** What an owner may be told of by SMS or WhatsApp (issue 40.5). */
export const PHONE_ALERT_KINDS = ['new_customer', 'connection_request', 'event_rsvp', 'review'] as const;
export type PhoneAlertKind = (typeof PHONE_ALERT_KINDS)[number];

/** Each kind goes by one channel or not at all. */
export const PHONE_ALERT_CHANNELS = ['off', 'sms', 'whatsapp'] as const;
export type PhoneAlertChannel = (typeof PHONE_ALERT_CHANNELS)[number];

const channel = z.enum(PHONE_ALERT_CHANNELS, { message: msg('Choose off, SMS or WhatsApp') });
const hour = z
  .number({ message: msg('Quiet hours are whole hours from 0 to 23') })
  .int(msg('Quiet hours are whole hours from 0 to 23'))
  .min(0, msg('Quiet hours are whole hours from 0 to 23'))
  .max(23, msg('Quiet hours are whole hours from 0 to 23'));

export const phoneAlertSettingsSchema = z.object({
  channels: z.object({ new_customer: channel, connection_request: channel, event_rsvp: channel, review: channel }).strict(),
  /** Lagos time; `from` 22 and `until` 7 is overnight. Alerts due in them wait until `until`. Null: none. */
  quietHours: z
    .object({ from: hour, until: hour })
    .strict()
    .refine((quiet) => quiet.from !== quiet.until, { message: msg('Quiet hours must start and end at different hours'), path: ['until'] })
    .nullable(),
});
export type PhoneAlertSettings = z.infer<typeof phoneAlertSettingsSchema>;

/** Off by default, except the first message from a new customer, by SMS. */
export const DEFAULT_PHONE_ALERT_SETTINGS: PhoneAlertSettings = {
  channels: { new_customer: 'sms', connection_request: 'off', event_rsvp: 'off', review: 'off' },
  quietHours: null,
};

/** The settings as read, with whether the member has a verified number to send them to. */
export const phoneAlertSettingsAnswerSchema = phoneAlertSettingsSchema.extend({ phoneNumber: z.string().nullable() });
export type PhoneAlertSettingsAnswer = z.infer<typeof phoneAlertSettingsAnswerSchema>;
