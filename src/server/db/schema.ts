import type { Language } from '../../shared/i18n/languages';
import type { MessageValues } from '../../shared/i18n/msg';
import type { PlaceKind } from '../../shared/places';
import type { PlacePrecision } from '../../shared/placement';
import type { PaymentStatus } from '../../shared/schemas/payments';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Identity = ColumnType<number, never, never>;
/** bigint columns come back from pg as strings; the app keeps ids within Number range. */
type BigId = ColumnType<string, never, never>;
/** Stored generated search columns (migration 0006): read-only. */
type SearchColumns = { search_name: ColumnType<string, never, never>; search_text: ColumnType<string, never, never> };
/** The owner's plan denormalised onto a listing (migration 0007): 0 Free, 1 Premium, 2 Pro. */
type PlanRankColumn = { plan_rank: ColumnType<number, number | undefined, number> };
/** Why staff hid the row (migrations 0029, 0034); null for almost every row. Set only by moderation. */
type HiddenColumn = { hidden: ColumnType<'staff' | 'suspended' | null, never, 'staff' | 'suspended' | null> };
type Money = ColumnType<string, number | bigint, number | bigint>;

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  username: string | null;
  display_username: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  role: 'moderator' | 'admin' | null;
  two_factor_enabled: Generated<boolean>;
  suspended_at: Timestamp | null;
  suspended_until: Timestamp | null;
  suspension_reason: string | null;
  phone_number: string | null;
  phone_number_verified: Generated<boolean>;
}

export interface AuthSessionTable {
  id: string;
  expires_at: Timestamp;
  token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  second_factor: Generated<boolean>;
}

export interface AppStateTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  mail_id: BigId;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  delivered_via: string;
  channel: Generated<'email' | 'sms' | 'whatsapp'>;
  created_at: Timestamp;
}

export type PhoneChannel = 'sms' | 'whatsapp';
/** How a code went: by the number, or to the account's verified email past the SMS budget when WhatsApp failed. */
export type CodeChannel = PhoneChannel | 'email';

export interface PhoneCodesTable {
  code_id: BigId;
  phone: string;
  code_hash: string;
  channel: CodeChannel;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PhoneMessagesTable {
  message_id: BigId;
  phone: string;
  channel: PhoneChannel;
  cost_kobo: number;
  provider_message_id: string | null;
  created_at: Timestamp;
}

/** Off, or the channel an owner alert of that kind goes by (issue 40.5). */
export type PhoneAlertChannel = 'off' | PhoneChannel;

export interface PhoneAlertSettingsTable {
  user_id: string;
  new_customer: PhoneAlertChannel;
  connection_request: PhoneAlertChannel;
  event_rsvp: PhoneAlertChannel;
  review: PhoneAlertChannel;
  /** Quiet hours in Lagos time (whole hours), both set or both null. */
  quiet_from: number | null;
  quiet_until: number | null;
  updated_at: Generated<Date>;
}

export interface PhoneAlertsTable {
  alert_id: BigId;
  user_id: string;
  kind: 'new_customer' | 'connection_request' | 'event_rsvp' | 'review';
  /** What the alert is about (a conversation, a listing, an event, a member): one an hour each. */
  subject: string;
  channel: PhoneChannel;
  created_at: Timestamp;
}

export interface UsersTable {
  user_id: string;
  email: string;
  username: string;
  full_name: string;
  bio: string | null;
  location_city_id: number | null;
  /** The member's place in the gazetteer (migration 0043); `location_city_id` is kept as that place's city. */
  location_place_id: ColumnType<number | null, number | null | undefined, number | null>;
  birth_year: ColumnType<number | null, number | null | undefined, number | null>;
  profile_picture: string | null;
  theme: Generated<'light' | 'dark' | 'system'>;
  /** Null until chosen (decision 0024). */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** Set when staff approve an identity verification (decision 0021). */
  identity_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CountriesTable {
  country_id: Identity;
  name: string;
  code: string;
}
export interface StatesTable {
  state_id: Identity;
  country_id: number;
  name: string;
}
export interface CitiesTable {
  city_id: Identity;
  state_id: number;
  name: string;
  latitude: number;
  longitude: number;
}
/** The gazetteer (migration 0043): states, LGAs, towns and city areas, loaded from the reference data. */
export interface PlacesTable {
  place_id: Generated<number>;
  /** Stable key across releases: "state:Lagos", "lga:Lagos/Eti-Osa", "town:<GeoNames id>", "city:Accra", "area:Lagos/Yaba". */
  ref: string;
  kind: PlaceKind;
  name: string;
  alt_names: string[];
  parent_id: number | null;
  state_id: number;
  city_id: number;
  neighborhood_id: number | null;
  latitude: number;
  longitude: number;
  population: number | null;
  importance: number;
  label: string;
  /** Every name's `placeKey` between bars: "|victoria island|vi|" (trigram-indexed). */
  search_text: string;
  source: string;
}
export interface NeighborhoodsTable {
  neighborhood_id: Identity;
  city_id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}
export interface BusinessTypesTable {
  business_type_id: Identity;
  name: string;
  icon: string;
}
export interface ProfessionTypesTable {
  profession_type_id: Identity;
  name: string;
  icon: string;
}

export interface PlaceColumns {
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  neighborhood_id: number | null;
  landmark: string | null;
  latitude: number | null;
  longitude: number | null;
  /** How exactly latitude/longitude place the listing (migration 0046); 'exact' unless written. */
  place_precision: ColumnType<PlacePrecision, PlacePrecision | undefined, PlacePrecision>;
  /** The gazetteer place chosen for it (migration 0055), or null. */
  place_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A content row's own place (migration 0046): its point, precision and chosen levels, or none at all. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
interface OwnPlaceColumns {
  latitude: Nullable<number>;
  longitude: Nullable<number>;
  place_precision: Nullable<PlacePrecision>;
  state_id: Nullable<number>;
  city_id: Nullable<number>;
  neighborhood_id: Nullable<number>;
  /** The gazetteer place chosen for it (migration 0055), or null. */
  place_id: Nullable<number>;
}

export interface BusinessesTable extends PlaceColumns, SearchColumns, PlanRankColumn, HiddenColumn {
  business_id: BigId;
  auth_user_id: string;
  name: string;
  description: string | null;
  business_type_id: number | null;
  opening_hours: string | null;
  contact_phone: string | null;
  website_url: string | null;
  profile_picture: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfessionsTable extends PlaceColumns, SearchColumns, PlanRankColumn, HiddenColumn {
  profession_id: BigId;
  auth_user_id: string;
  title: string;
  description: string | null;
  profession_type_id: number | null;
  availability_hours: string | null;
  contact_phone: string | null;
  hourly_rate_kobo: Money | null;
  profile_picture: string | null;
  /** Home-based: only an area is shown (coordinates rounded on every surface; migration 0026). */
  approximate_area: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductCategoriesTable {
  category_id: BigId;
  business_id: number | string;
  name: string;
  created_at: Timestamp;
}

export interface ProductsTable extends SearchColumns, HiddenColumn {
  product_id: BigId;
  business_id: number | string;
  category_id: number | string;
  name: string;
  description: string | null;
  price_kobo: Money;
  discount_percent: ColumnType<string, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductImagesTable {
  image_id: BigId;
  product_id: number | string;
  image_url: string;
  is_primary: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
}

export interface PostsTable extends SearchColumns, HiddenColumn, OwnPlaceColumns {
  post_id: BigId;
  user_id: string;
  business_id: number | string | null;
  profession_id: number | string | null;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExperienceEntriesTable {
  experience_id: BigId;
  profession_id: number | string;
  type: 'work' | 'education' | 'certification';
  title: string;
  organization: string;
  /** 'YYYY-MM' */
  start_date: string;
  end_date: string | null;
  is_current: Generated<boolean>;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Exactly one of business_id and profession_id is set. */
export interface ReviewsTable extends HiddenColumn {
  review_id: BigId;
  business_id: number | string | null;
  profession_id: number | string | null;
  author_id: string;
  rating: number;
  text: string;
  reply_text: string | null;
  reply_created_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Exactly one of post_id, business_id and profession_id is set. */
export interface LikesTable {
  like_id: BigId;
  post_id: number | string | null;
  business_id: number | string | null;
  profession_id: number | string | null;
  user_id: string;
  created_at: Timestamp;
}

export interface PostCommentsTable extends HiddenColumn {
  comment_id: BigId;
  post_id: number | string;
  author_id: string;
  content: string;
  created_at: Timestamp;
}

export interface NotificationsTable {
  notification_id: BigId;
  user_id: string;
  kind: string;
  actor_id: string | null;
  /** The English text (what a row from before migration 0036 shows in every language). */
  message: string;
  /** The message as written in the code, translated when shown; null on rows from before migration 0036. */
  message_template: ColumnType<string | null, string | null | undefined, string | null>;
  /** The values filled into `message_template`. */
  message_values: ColumnType<MessageValues | null, string | null | undefined, string | null>;
  link: string | null;
  group_key: string | null;
  is_read: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface NotificationPreferencesTable {
  user_id: string;
  email_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  push_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  marketing_emails: ColumnType<boolean, boolean | undefined, boolean>;
  new_connections: ColumnType<boolean, boolean | undefined, boolean>;
  new_messages: ColumnType<boolean, boolean | undefined, boolean>;
  post_likes: ColumnType<boolean, boolean | undefined, boolean>;
  post_comments: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface NotificationEmailsTable {
  user_id: string;
  group_key: string;
  sent_at: Timestamp;
}

/** A connection request (pending) or a connection (accepted); `user_id` asked `connected_user_id` (migration 0012). */
export interface ConnectionsTable {
  connection_id: BigId;
  user_id: string;
  connected_user_id: string;
  status: ColumnType<'pending' | 'accepted', 'pending' | 'accepted' | undefined, 'pending' | 'accepted'>;
  created_at: Timestamp;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Exactly one of business_id, profession_id and post_id is set (migration 0013). */
export interface SavesTable {
  save_id: BigId;
  user_id: string;
  business_id: number | string | null;
  profession_id: number | string | null;
  post_id: number | string | null;
  created_at: Timestamp;
}

/** Exactly one of business_id and profession_id is set (migration 0013). */
export interface ListingFollowsTable {
  follow_id: BigId;
  user_id: string;
  business_id: number | string | null;
  profession_id: number | string | null;
  created_at: Timestamp;
}

/** One row per pair of members, member_one_id < member_two_id (migration 0011). */
export interface ConversationsTable {
  conversation_id: BigId;
  member_one_id: string;
  member_two_id: string;
  last_message_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  created_at: Timestamp;
}

export interface MessagesTable extends HiddenColumn {
  message_id: BigId;
  conversation_id: number | string;
  sender_id: string;
  receiver_id: string;
  content: string;
  product_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  product_name: string | null;
  product_image: string | null;
  sent_at: Timestamp;
  read_status: ColumnType<boolean, boolean | undefined, boolean>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  client_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MemberBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Timestamp;
}

/** Search dictionary and per-word document bitmaps (migration 0010), kept by triggers. */
export interface SearchDictionaryTable {
  word: string;
}

export interface SearchPostingsTable {
  word: string;
  source: number;
  chunk: number;
  bits: string;
}

export interface PaymentsTable {
  payment_id: BigId;
  reference: string;
  user_id: string;
  purpose: ColumnType<'plan' | 'advertisement', 'plan' | 'advertisement' | undefined, 'plan' | 'advertisement'>;
  plan_id: 'premium' | 'pro' | null;
  amount_kobo: Money;
  currency: ColumnType<string, string | undefined, string>;
  method: 'card' | 'bank_transfer' | 'ussd';
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  auto_renew: ColumnType<boolean, boolean | undefined, boolean>;
  renewal: ColumnType<boolean, boolean | undefined, boolean>;
  authorization_code: string | null;
  authorization_reusable: boolean | null;
  authorization_signature: string | null;
  channel_detail: string | null;
  ad_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlanActivationsTable {
  reference: string;
  user_id: string;
  plan_id: 'premium' | 'pro';
  starts_at: Timestamp;
  ends_at: Timestamp;
  activated_at: Timestamp;
}

export interface PaymentWebhookEventsTable {
  event_id: BigId;
  event: string;
  reference: string;
  payload: ColumnType<unknown, string, string>;
  received_at: Generated<Timestamp>;
  processed_at: Timestamp | null;
}

export interface SubscriptionsTable {
  user_id: string;
  plan_id: 'free' | 'premium' | 'pro';
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  auto_renew: ColumnType<boolean, boolean | undefined, boolean>;
  authorization_code: string | null;
  authorization_email: string | null;
  last_reference: string | null;
  reminded_for: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  token_id: BigId;
  user_id: string;
  name: string;
  prefix: string;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TestCheckoutsTable {
  reference: string;
  email: string;
  amount_kobo: Money;
  currency: string;
  channels: ColumnType<string[], string[] | undefined, string[]>;
  callback_url: string;
  status: ColumnType<
    'pending' | 'success' | 'failed' | 'abandoned',
    'pending' | 'success' | 'failed' | 'abandoned' | undefined,
    'pending' | 'success' | 'failed' | 'abandoned'
  >;
  authorization_code: string | null;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface NoticesTable extends OwnPlaceColumns {
  notice_id: BigId;
  user_id: string;
  title: string;
  content: string;
  location: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface EventsTable extends HiddenColumn, OwnPlaceColumns {
  event_id: BigId;
  user_id: string;
  title: string;
  description: string;
  starts_at: Timestamp;
  location: string;
  max_attendees: number | null;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reminded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  /** Generated (0024): the normalised words of title, description and place. */
  search_words: ColumnType<string[], never, never>;
}

export type AttendeeStatus = 'going' | 'interested' | 'waiting';

export interface EventAttendeesTable {
  event_id: number | string;
  user_id: string;
  status: AttendeeStatus;
  created_at: Timestamp;
}

export interface AnnouncementsTable extends OwnPlaceColumns {
  announcement_id: BigId;
  user_id: string;
  title: string;
  content: string;
  priority: 'low' | 'normal' | 'high' | 'urgent';
  category: 'general' | 'business' | 'community' | 'emergency' | 'update';
  created_at: Timestamp;
}

export interface AdvertisementsTable extends OwnPlaceColumns {
  ad_id: BigId;
  user_id: string;
  title: string;
  description: string;
  ad_type: string;
  budget_kobo: Money;
  duration_days: number;
  audience: 'all' | 'business' | 'professionals' | 'young-adults' | 'adults';
  image_url: string | null;
  link_business_id: number | string | null;
  link_profession_id: number | string | null;
  link_url: string | null;
  status: ColumnType<AdStatus, AdStatus | undefined, AdStatus>;
  created_at: Timestamp;
  starts_at: Date | null;
  ends_at: Date | null;
  planned_impressions: number | null;
  impression_millikobo: ColumnType<string | null, number | null | undefined, number | null>;
  impressions: Generated<number>;
  clicks: Generated<number>;
  spent_kobo: ColumnType<string, number | undefined, number>;
  runs: Generated<number>;
  ended_reason: 'budget' | 'duration' | null;
}

export type AdStatus = 'awaiting_payment' | 'running' | 'paused' | 'ended';

export interface AdActivationsTable {
  reference: string;
  ad_id: number | string;
  starts_at: Date;
  ends_at: Date;
  planned_impressions: number;
  activated_at: Timestamp;
}

export interface AdDailyTable {
  ad_id: number | string;
  day: ColumnType<string, string, string>;
  impressions: Generated<number>;
  clicks: Generated<number>;
  spent_kobo: ColumnType<string, number | undefined, number>;
}

/** A listing's id in the analytics tables (bigint: read as a string). */
type ListingRef = ColumnType<string, number | string, never>;

export interface ListingDailyStatsTable {
  listing_kind: 'business' | 'profession';
  listing_id: ListingRef;
  day: string;
  metric: string;
  count: number;
}

export interface ListingDailyWordsTable {
  listing_kind: 'business' | 'profession';
  listing_id: ListingRef;
  day: string;
  word: string;
  count: number;
}

export interface ListingDailyViewersTable {
  listing_kind: 'business' | 'profession';
  listing_id: ListingRef;
  day: string;
  viewer_key: Buffer;
}

export interface StoredRendition {
  height: number;
  width: number;
  key: string;
  bytes: number;
}

export interface VideosTable extends HiddenColumn {
  video_id: BigId;
  owner_id: string;
  business_id: ColumnType<string | null, number | null | undefined, number | null>;
  upload_id: string;
  storage_prefix: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  category: ColumnType<string, string | undefined, string>;
  privacy: ColumnType<string, string | undefined, string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  search_text: ColumnType<string, string | undefined, string>;
  status: ColumnType<
    'uploading' | 'processing' | 'ready' | 'failed',
    'uploading' | 'processing' | 'ready' | 'failed' | undefined,
    'uploading' | 'processing' | 'ready' | 'failed'
  >;
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  source_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
  poster_key: ColumnType<string | null, string | null | undefined, string | null>;
  renditions: ColumnType<StoredRendition[], string | undefined, string>;
  views: ColumnType<string, number | undefined, number>;
  likes: ColumnType<string, number | undefined, number>;
  comments: ColumnType<number, number | undefined, number>;
  /** An unlisted video's share key: made and dropped by a trigger as the privacy changes (migration 0051). */
  share_key: ColumnType<string | null, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VideoLikesTable {
  video_id: number | string;
  user_id: string;
  created_at: Timestamp;
}

export interface VideoCommentsTable extends HiddenColumn {
  comment_id: BigId;
  video_id: number | string;
  author_id: string;
  content: string;
  created_at: Timestamp;
}

export interface VideoDailyViewersTable {
  video_id: number | string;
  day: string;
  viewer_key: string;
}

export interface ReportsTable {
  report_id: BigId;
  reporter_id: string;
  target_kind: string;
  target_id: string;
  owner_id: string | null;
  reason: 'scam' | 'fake' | 'offensive' | 'spam' | 'other';
  details: string | null;
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

export interface HiddenContentTable {
  target_kind: string;
  target_id: string;
  hidden_at: Timestamp;
}

export interface ModerationActionsTable {
  action_id: BigId;
  staff_id: string;
  action: string;
  target_kind: string;
  target_id: string;
  reason: string | null;
  created_at: Timestamp;
}

export interface IdentityRequestsTable {
  request_id: BigId;
  user_id: string;
  document_type: 'nin_slip' | 'drivers_licence' | 'international_passport' | 'voters_card';
  status: Generated<'pending' | 'approved' | 'rejected' | 'expired'>;
  /** Where the photos are in private storage; null once they are deleted. */
  storage_prefix: string | null;
  reason: string | null;
  decided_by: string | null;
  created_at: Timestamp;
  decided_at: Date | null;
}

export interface Database {
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  app_state: AppStateTable;
  mail_outbox: MailOutboxTable;
  phone_codes: PhoneCodesTable;
  phone_messages: PhoneMessagesTable;
  phone_alert_settings: PhoneAlertSettingsTable;
  phone_alerts: PhoneAlertsTable;
  users: UsersTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  neighborhoods: NeighborhoodsTable;
  places: PlacesTable;
  business_types: BusinessTypesTable;
  profession_types: ProfessionTypesTable;
  businesses: BusinessesTable;
  professions: ProfessionsTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  posts: PostsTable;
  search_dictionary: SearchDictionaryTable;
  search_postings: SearchPostingsTable;
  experience_entries: ExperienceEntriesTable;
  reviews: ReviewsTable;
  likes: LikesTable;
  post_comments: PostCommentsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_emails: NotificationEmailsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  member_blocks: MemberBlocksTable;
  saves: SavesTable;
  listing_follows: ListingFollowsTable;
  connections: ConnectionsTable;
  payments: PaymentsTable;
  plan_activations: PlanActivationsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  subscriptions: SubscriptionsTable;
  access_tokens: AccessTokensTable;
  test_checkouts: TestCheckoutsTable;
  notices: NoticesTable;
  events: EventsTable;
  event_attendees: EventAttendeesTable;
  announcements: AnnouncementsTable;
  advertisements: AdvertisementsTable;
  ad_activations: AdActivationsTable;
  ad_daily: AdDailyTable;
  listing_daily_stats: ListingDailyStatsTable;
  listing_daily_words: ListingDailyWordsTable;
  listing_daily_viewers: ListingDailyViewersTable;
  videos: VideosTable;
  video_likes: VideoLikesTable;
  video_comments: VideoCommentsTable;
  video_daily_viewers: VideoDailyViewersTable;
  reports: ReportsTable;
  hidden_content: HiddenContentTable;
  moderation_actions: ModerationActionsTable;
  identity_requests: IdentityRequestsTable;
}
