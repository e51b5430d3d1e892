import { t } from '../../lib/i18n';

/**
 * "Report this business", "Report this post"…: the button's name and the dialog's title, one whole sentence per noun so
 * each language can put the words in its own order; a noun not listed here is put into the sentence as it came.
 */
export function reportThis(noun: string): string {
  return t(
    '{noun, select, business {Report this business} profile {Report this profile} product {Report this product} post {Report this post} comment {Report this comment} video {Report this video} review {Report this review} event {Report this event} member {Report this member} message {Report this message} other {Report this {noun}}}',
    { noun },
  );
}
