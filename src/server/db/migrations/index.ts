import type { Migration, MigrationProvider } from 'kysely';
import * as auth from './0001-auth';
import * as referenceData from './0002-reference-data';
import * as membersAndListings from './0003-members-and-listings';
import * as experienceAndReviews from './0004-experience-and-reviews';
import * as likesAndComments from './0005-likes-and-comments';
import * as search from './0006-search';
import * as nearbyRings from './0007-nearby-rings';
import * as notifications from './0008-notifications';
import * as feedEntries from './0009-feed-entries';
import * as searchWords from './0010-search-words';
import * as messaging from './0011-messaging';
import * as network from './0012-network';
import * as savesFollows from './0013-saves-follows';
import * as nearbyRingPhases from './0014-nearby-ring-phases';
import * as feedRefreshLinear from './0015-feed-refresh-linear';
import * as suggestionNameOrder from './0016-suggestion-name-order';
import * as searchVisibility from './0017-search-visibility';
import * as placesLagosDivisions from './0018-places-lagos-divisions';
import * as payments from './0019-payments';
import * as searchPlaces from './0020-search-places';
import * as createContent from './0021-create-content';
import * as advertising from './0022-advertising';
import * as ownerAnalytics from './0023-owner-analytics';
import * as eventSearch from './0024-event-search';
import * as videos from './0025-videos';
import * as map from './0026-map';
import * as paymentWebhookInbox from './0027-payment-webhook-inbox';
import * as moderation from './0029-moderation';
import * as adServingVersion from './0031-ad-serving-version';
import * as messageClientId from './0032-message-client-id';
import * as identityVerification from './0033-identity-verification';
import * as hiddenMessages from './0034-hidden-messages';
import * as memberLanguage from './0035-member-language';
import * as notificationMessages from './0036-notification-messages';
import * as mapPlaceLog from './0037-map-place-log';
import * as adImpressionFunction from './0038-ad-impression-function';
import * as passwordAndTotpGuards from './0039-password-and-totp-guards';
import * as placesGazetteer from './0043-places-gazetteer';
import * as searchListingTypes from './0045-search-listing-types';
import * as placePrecision from './0046-place-precision';
import * as videoShareKeys from './0051-video-share-keys';
import * as paymentCancelExpire from './0054-payment-cancel-expire';
import * as chosenPlace from './0055-chosen-place';
import * as planRules from './0056-plan-rules';
import * as phoneAccounts from './0058-phone-accounts';
import * as phoneAlerts from './0059-phone-alerts';
import * as oneFeedSyncOneNearbyRing from './0060-one-feed-sync-one-nearby-ring';
import * as phoneSecondFactor from './0061-phone-second-factor';
import * as phoneCodesByEmail from './0062-phone-codes-by-email';
import * as placeNameInline from './0063-place-name-inline';

/** Migrations in order; the name is what the migrator records. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001-auth': auth,
      '0002-reference-data': referenceData,
      '0003-members-and-listings': membersAndListings,
      '0004-experience-and-reviews': experienceAndReviews,
      '0005-likes-and-comments': likesAndComments,
      '0006-search': search,
      '0007-nearby-rings': nearbyRings,
      '0008-notifications': notifications,
      '0009-feed-entries': feedEntries,
      '0010-search-words': searchWords,
      '0011-messaging': messaging,
      '0012-network': network,
      '0013-saves-follows': savesFollows,
      '0014-nearby-ring-phases': nearbyRingPhases,
      '0015-feed-refresh-linear': feedRefreshLinear,
      '0016-suggestion-name-order': suggestionNameOrder,
      '0017-search-visibility': searchVisibility,
      '0018-places-lagos-divisions': placesLagosDivisions,
      '0019-payments': payments,
      '0020-search-places': searchPlaces,
      '0021-create-content': createContent,
      '0022-advertising': advertising,
      '0023-owner-analytics': ownerAnalytics,
      '0024-event-search': eventSearch,
      '0025-videos': videos,
      '0026-map': map,
      '0027-payment-webhook-inbox': paymentWebhookInbox,
      '0029-moderation': moderation,
      '0031-ad-serving-version': adServingVersion,
      '0032-message-client-id': messageClientId,
      '0033-identity-verification': identityVerification,
      '0034-hidden-messages': hiddenMessages,
      '0035-member-language': memberLanguage,
      '0036-notification-messages': notificationMessages,
      '0037-map-place-log': mapPlaceLog,
      '0038-ad-impression-function': adImpressionFunction,
      '0039-password-and-totp-guards': passwordAndTotpGuards,
      '0043-places-gazetteer': placesGazetteer,
      '0045-search-listing-types': searchListingTypes,
      '0046-place-precision': placePrecision,
      '0051-video-share-keys': videoShareKeys,
      '0054-payment-cancel-expire': paymentCancelExpire,
      '0055-chosen-place': chosenPlace,
      '0056-plan-rules': planRules,
      '0058-phone-accounts': phoneAccounts,
      '0059-phone-alerts': phoneAlerts,
      '0060-one-feed-sync-one-nearby-ring': oneFeedSyncOneNearbyRing,
      '0061-phone-second-factor': phoneSecondFactor,
      '0062-phone-codes-by-email': phoneCodesByEmail,
      '0063-place-name-inline': placeNameInline,
    };
  },
};
