import { t } from '../../lib/i18n';

/**
 * Opening the provider's checkout (spec part 2 §4: "the payment provider page then opens in a new tab").
 *
 * A tab opened after the network round trip is no longer tied to the click, so pop-up blockers refuse it. The tab is
 * therefore opened blank during the click (`reserveCheckoutTab`) and pointed at the checkout once the server answers.
 * On a phone or narrow screen, where a second tab is awkward or blocked, and whenever the browser refused the tab,
 * the checkout opens in this tab instead.
 */
export function prefersSameTab(): boolean {
  const narrow = window.matchMedia('(max-width: 767px)').matches;
  const phone = /Mobi|Android|iPhone|iPod/i.test(navigator.userAgent);
  return narrow || phone;
}

/** Opens an empty tab while the click still counts as the member's gesture; null on a phone or when blocked. */
export function reserveCheckoutTab(): Window | null {
  if (prefersSameTab()) return null;
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    // The checkout must not be able to reach back into LocalHub through window.opener.
    tab.opener = null;
    tab.document.title = t('Opening secure checkout…');
    tab.document.body.style.font = '16px system-ui, sans-serif';
    tab.document.body.style.padding = '2rem';
    tab.document.body.textContent = t('Opening the secure checkout…');
  } catch {
    // A browser that isolates the blank tab: it still navigates below.
  }
  return tab;
}

/** Sends the member to the checkout: into the reserved tab when there is one, else this tab. Returns where it opened. */
export function openCheckout(url: string, tab: Window | null): 'new-tab' | 'same-tab' {
  if (tab && !tab.closed) {
    tab.location.href = url;
    return 'new-tab';
  }
  window.location.assign(url);
  return 'same-tab';
}
