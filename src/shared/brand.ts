import { msg } from './i18n/msg';

export const PRODUCT_NAME = 'LocalHub';
export const TAGLINE = msg('Your Trusted Hub for Jobs and Business Networking');
/** Where members write to staff: appeals against a suspension go here. */
export const SUPPORT_EMAIL = 'support@localhub.ng';
