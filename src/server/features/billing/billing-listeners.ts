import { msg } from '../../../shared/i18n/msg';
import { PLANS } from '../../../shared/plans';
import type { DomainEvents } from '../../domain-events/domain-events';
import type { Notifier } from '../notifications/notifier';
import { ADS_LINK, longDate, naira, SUBSCRIPTION_LINK } from './payment-view';

const until = (endsAt: string | null) => (endsAt ? longDate(new Date(endsAt)) : '');

/** What a member hears of their payments and plan: paid, refunded, renewal failed, ended, ending soon (decision 0012). */
export function listenToBillingEvents(events: DomainEvents, deps: { notifier: Notifier; publicUrl: string }): void {
  const subscriptionUrl = `${deps.publicUrl}${SUBSCRIPTION_LINK}`;

  events.on('plan.paid', ({ userId, amountKobo, planId, endsAt }) =>
    deps.notifier.notify({
      userId,
      kind: 'payment_succeeded',
      actorId: null,
      message: msg('Payment of {amount} received: you are on {plan}{hasUntil, select, yes { until {until}} other {}}.', {
        amount: naira(amountKobo),
        plan: PLANS[planId].name,
        hasUntil: endsAt ? 'yes' : 'no',
        until: until(endsAt),
      }),
      link: SUBSCRIPTION_LINK,
    }),
  );

  events.on('ad.paid', ({ userId, amountKobo, title, endsAt }) =>
    deps.notifier.notify({
      userId,
      kind: 'payment_succeeded',
      actorId: null,
      message: msg(
        'Payment of {amount} received: your advertisement “{title}” is running{hasUntil, select, yes { until {until}} other {}}.',
        { amount: naira(amountKobo), title, hasUntil: endsAt ? 'yes' : 'no', until: until(endsAt) },
      ),
      link: ADS_LINK,
    }),
  );

  events.on('plan.refunded', ({ userId, reference, planId }) =>
    deps.notifier.notify({
      userId,
      kind: 'plan_expired',
      actorId: null,
      message: msg('Your payment {reference} was refunded, so your {plan} plan has ended. You are on Free now.', {
        reference,
        plan: PLANS[planId].name,
      }),
      link: SUBSCRIPTION_LINK,
    }),
  );

  events.on('plan.renewal-failed', ({ userId, planId }) => {
    const plan = PLANS[planId].name;
    return deps.notifier.notify({
      userId,
      kind: 'payment_failed',
      actorId: null,
      message: msg(
        'We could not renew your {plan} plan with your saved card. You are on Free now; you can pay again in Account → Subscription.',
        { plan },
      ),
      link: SUBSCRIPTION_LINK,
      email: {
        subject: msg('Your LocalHub {plan} renewal failed', { plan }),
        text: msg('We could not charge your saved card to renew {plan}. Your account is on Free now. Pay again at {url}', {
          plan,
          url: subscriptionUrl,
        }),
      },
    });
  });

  events.on('plan.ended', ({ userId, planId }) =>
    deps.notifier.notify({
      userId,
      kind: 'plan_expired',
      actorId: null,
      message: msg('Your {plan} plan has ended and your account is on Free. Upgrade again any time in Account → Subscription.', {
        plan: PLANS[planId].name,
      }),
      link: SUBSCRIPTION_LINK,
    }),
  );

  events.on('plan.ending', ({ userId, planId, endsAt, renewing }) => {
    const plan = PLANS[planId];
    const date = longDate(new Date(endsAt));
    const message = renewing
      ? msg('Your {plan} plan renews on {date}: we will charge your saved card {amount}.', {
          plan: plan.name,
          date,
          amount: naira(plan.priceKobo),
        })
      : msg('Your {plan} plan ends on {date}. Renew it to keep its benefits.', { plan: plan.name, date });
    return deps.notifier.notify({
      userId,
      kind: 'plan_expiring',
      actorId: null,
      message,
      link: SUBSCRIPTION_LINK,
      email: {
        subject: msg('Your LocalHub {plan} plan is about to expire', { plan: plan.name }),
        text: [message, '', subscriptionUrl],
      },
    });
  });
}
