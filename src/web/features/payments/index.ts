// The payments feature's surface (issue 11): the Account → Subscription tab, the payment return pages and receipts.
export { SubscriptionTab } from './subscription-tab';
export { PaymentSuccessView } from './payment-result';
export { PaymentCanceledView } from './payment-canceled';
export { PaymentHeaderLink } from './payment-header-link';
export { ReceiptView } from './receipt-view';
export { PLANS_STEP_PATH, SUBSCRIPTION_PATH } from './steps';
export { openCheckout, reserveCheckoutTab } from './open-checkout';
export { AdPaymentDialog, type AdToPay } from './ad-payment-dialog';
