import { PLANS } from '../../../shared/plans';
import type { BillingHistory, Receipt } from '../../../shared/schemas/payments';
import type { Language } from '../../../shared/i18n/languages';
import { msg, type Translatable } from '../../../shared/i18n/msg';
import type { Viewer } from '../../auth/session';
import { notFound } from '../../http/errors';
import { translate } from '../../i18n/translate';
import { languageToWriteIn } from '../../mail/mail-language';
import { adReads } from '../ads/ads.service';
import { decodeCursor, toPage } from '../../kit/cursor';
import type { BillingDeps } from './billing-deps';
import { ownPayment } from './payment-records';
import { ADS_LINK, longDate, naira, SUBSCRIPTION_LINK, toView } from './payment-view';
import { paymentsRepository, type PaymentRow } from './payments.repository';

/** The receipt email and notification of an activated payment (queued once, in the activating transaction). */
export const PAYMENT_ACTIVATED_JOB = 'payments.activated';

/** A receipt email's text in the member's language; `lines` are what was bought, until when, and where to see more. */
function receiptText(row: PaymentRow, fullName: string, lines: Translatable[], language: Language): string {
  const say = (text: Translatable) => translate(language, text);
  const [bought, runsUntil, seeMore] = lines.map((line) => (line.message ? say(line) : ''));
  return [
    say(msg('Hello {name},', { name: fullName })),
    '',
    say(msg('Thank you for your payment. This is your receipt.', {})),
    '',
    say(msg('Receipt: {number}', { number: `R-${row.reference}` })),
    say(msg('Reference: {reference}', { reference: row.reference })),
    bought,
    say(msg('Amount: {amount} (NGN)', { amount: naira(Number(row.amount_kobo)) })),
    say(msg('Method: {method}', { method: row.channel_detail ?? row.method.replace('_', ' ') })),
    say(msg('Paid: {time}', { time: row.paid_at ? new Date(row.paid_at).toISOString() : '' })),
    runsUntil,
    '',
    seeMore,
    '',
    '— LocalHub',
  ].join('\n');
}

const NOTHING: Translatable = { message: '', values: {} };

/** What a payment bought, in words (receipts, emails, notifications). */
function purchase(row: PaymentRow): Translatable {
  if (row.purpose === 'advertisement') {
    return msg('Advertisement “{title}”, {days} days', { title: row.ad_title ?? '', days: row.ad_duration_days ?? 0 });
  }
  return msg('LocalHub {plan} plan, 30 days{renewal, select, yes { (automatic renewal)} other {}}', {
    plan: PLANS[row.plan_id ?? 'free'].name,
    renewal: row.renewal ? 'yes' : 'no',
  });
}

/** Billing history and receipts: the member's payments, a paid one's receipt, and the receipt email after activation. */
export function receiptsService(deps: Pick<BillingDeps, 'db' | 'mailer' | 'events' | 'publicUrl'>) {
  const { db } = deps;
  const repo = paymentsRepository(db);
  const ads = adReads(db);

  async function afterAdActivation(row: PaymentRow): Promise<void> {
    const member = await repo.member(row.user_id);
    const ad = row.ad_id ? await ads.find(Number(row.ad_id)) : undefined;
    const endsAt = ad?.ends_at ? new Date(ad.ends_at) : null;
    const until = endsAt ? longDate(endsAt) : '';
    await deps.events.emit({
      type: 'ad.paid',
      userId: row.user_id,
      amountKobo: Number(row.amount_kobo),
      title: row.ad_title ?? '',
      endsAt: endsAt?.toISOString() ?? null,
    });
    const language = languageToWriteIn(member.language);
    await deps.mailer.send({
      to: member.email,
      subject: translate(language, msg('Your LocalHub receipt for an advertisement ({reference})', { reference: row.reference })),
      text: receiptText(
        row,
        member.full_name,
        [
          msg('Purchase: {purchase}', { purchase: translate(language, purchase(row)) }),
          until ? msg('Your advertisement runs until {until}.', { until }) : NOTHING,
          msg('Your ads and their numbers: {url}', { url: `${deps.publicUrl}${ADS_LINK}` }),
        ],
        language,
      ),
    });
  }

  return {
    async history(viewer: Viewer, cursor: string | undefined, limit: number): Promise<BillingHistory> {
      const rows = await repo.page(viewer.userId, decodeCursor(cursor), limit);
      return toPage(rows, limit, (row) => ({ at: row.created_key, id: Number(row.payment_id) }), toView);
    },

    /** The receipt, its description in `language` (the request's). */
    async receipt(viewer: Viewer, reference: string, language: Language): Promise<Receipt> {
      const row = await ownPayment(repo, viewer, reference);
      if (row.status !== 'success' && row.status !== 'refunded')
        throw notFound(msg('There is no receipt for this payment: it was not paid.'));
      const member = await repo.member(row.user_id);
      return {
        ...toView(row),
        receiptNumber: `R-${row.reference}`,
        member: { fullName: member.full_name, email: member.email },
        description: translate(language, purchase(row)),
        channelDetail: row.channel_detail,
      };
    },

    /** Job: the receipt email and the notification of an activated payment (queued once, by the activating call). */
    async afterActivation(reference: string): Promise<void> {
      const row = await repo.find(reference);
      if (row?.status === 'success' && row.purpose === 'advertisement') return afterAdActivation(row);
      if (!row || row.status !== 'success' || !row.plan_id) return;
      const member = await repo.member(row.user_id);
      const plan = PLANS[row.plan_id];
      const endsAt = member.plan_ends_at ? new Date(member.plan_ends_at) : null;
      const until = endsAt ? longDate(endsAt) : '';
      await deps.events.emit({
        type: 'plan.paid',
        userId: row.user_id,
        amountKobo: Number(row.amount_kobo),
        planId: row.plan_id,
        endsAt: endsAt?.toISOString() ?? null,
      });
      const language = languageToWriteIn(member.language);
      await deps.mailer.send({
        to: member.email,
        subject: translate(language, msg('Your LocalHub receipt for {plan} ({reference})', { plan: plan.name, reference: row.reference })),
        text: receiptText(
          row,
          member.full_name,
          [
            msg('Plan: LocalHub {plan}, 30 days{renewal, select, yes { (automatic renewal)} other {}}', {
              plan: plan.name,
              renewal: row.renewal ? 'yes' : 'no',
            }),
            until ? msg('Your plan runs until {until}.', { until }) : NOTHING,
            msg('Billing history and printable receipts: {url}', { url: `${deps.publicUrl}${SUBSCRIPTION_LINK}` }),
          ],
          language,
        ),
      });
    },
  };
}
