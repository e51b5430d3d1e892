import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { msg, type Translatable } from '../../../shared/i18n/msg';
import { storedText } from '../../features/notifications/notification-text';

export interface SeededIds {
  /** username → user id */
  user(username: string): string;
  /** owner username → their business / profession id */
  businessOf(username: string): string;
  professionOf(username: string): string;
  /** The main member's posts, newest first. */
  mainPosts: string[];
  at(daysAgo: number): Date;
}

/**
 * The main demo member's network, conversations, notifications, saves and follows, so a first visit shows every
 * people feature with real rows: three connections, one request each way, two conversations (one with an unread
 * message), likes and follows of her listings, and the notifications those events would have created.
 */
export async function seedDemoPeople(trx: Kysely<Database>, ids: SeededIds, main: string): Promise<void> {
  const me = ids.user(main);
  const name = async (username: string) =>
    (await trx.selectFrom('users').select('full_name').where('user_id', '=', ids.user(username)).executeTakeFirstOrThrow()).full_name;

  // Connections: accepted ones, a request she received and one she sent.
  const accepted = ['tunde_bakare', 'funmi_adeyemi', 'aisha_bello'];
  await trx
    .insertInto('connections')
    .values([
      ...accepted.map((username, i) => ({
        user_id: i % 2 === 0 ? me : ids.user(username),
        connected_user_id: i % 2 === 0 ? ids.user(username) : me,
        status: 'accepted' as const,
        created_at: ids.at(30 - i * 5),
        accepted_at: ids.at(29 - i * 5),
      })),
      { user_id: ids.user('kemi_oladipo'), connected_user_id: me, status: 'pending' as const, created_at: ids.at(0.5), accepted_at: null },
      { user_id: me, connected_user_id: ids.user('segun_afolabi'), status: 'pending' as const, created_at: ids.at(2), accepted_at: null },
    ])
    .execute();

  // Conversations (members in id order, as the table requires) and their messages, oldest first.
  const conversation = async (partner: string, lines: Array<{ fromMe: boolean; text: string; daysAgo: number; read: boolean }>) => {
    const other = ids.user(partner);
    const [one, two] = me < other ? [me, other] : [other, me];
    const { conversation_id } = await trx
      .insertInto('conversations')
      .values({ member_one_id: one, member_two_id: two, created_at: ids.at(lines[0]!.daysAgo) })
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    for (const line of lines) {
      await trx
        .insertInto('messages')
        .values({
          conversation_id,
          sender_id: line.fromMe ? me : other,
          receiver_id: line.fromMe ? other : me,
          content: line.text,
          sent_at: ids.at(line.daysAgo),
          read_status: line.read,
          read_at: line.read ? ids.at(line.daysAgo - 0.01) : null,
        })
        .execute();
    }
    return Number(conversation_id);
  };
  const funmiChat = await conversation('funmi_adeyemi', [
    { fromMe: false, text: 'Hello Adaeze! Do you still have the Adire kimono jacket in size M?', daysAgo: 1.2, read: true },
    { fromMe: true, text: 'Hello Funmi. Yes, two left in M. Should I hold one for you?', daysAgo: 1.1, read: true },
    { fromMe: false, text: 'Please hold one. I will come to Yaba on Saturday morning.', daysAgo: 0.1, read: false },
  ]);
  await conversation('tunde_bakare', [
    { fromMe: true, text: 'Thank you for fixing the generator so quickly yesterday!', daysAgo: 3.2, read: true },
    { fromMe: false, text: 'You are welcome. Call me any time it gives trouble.', daysAgo: 3.1, read: true },
  ]);

  // Likes on her newest post, members following her business.
  const [newestPost] = ids.mainPosts;
  const likers = ['tunde_bakare', 'kemi_oladipo'];
  if (newestPost) {
    await trx
      .insertInto('likes')
      .values(likers.map((username, i) => ({ post_id: newestPost, user_id: ids.user(username), created_at: ids.at(0.15 - i * 0.02) })))
      .execute();
  }
  const business = ids.businessOf(main);
  await trx
    .insertInto('listing_follows')
    .values(
      ['funmi_adeyemi', 'chinedu_eze'].map((username, i) => ({
        user_id: ids.user(username),
        business_id: business,
        created_at: ids.at(4 - i),
      })),
    )
    .execute();

  // What she saved and follows.
  await trx
    .insertInto('saves')
    .values([
      { user_id: me, business_id: ids.businessOf('chinedu_eze'), created_at: ids.at(6) },
      { user_id: me, profession_id: ids.professionOf('tunde_bakare'), created_at: ids.at(5) },
    ])
    .execute();
  await trx
    .insertInto('listing_follows')
    .values({ user_id: me, profession_id: ids.professionOf('tunde_bakare'), created_at: ids.at(6) })
    .execute();

  // The notifications these events created (newest unread), as the notifier stores them: translated when shown.
  const text = (message: Translatable) => {
    const stored = storedText(message);
    return { message: stored.message, message_template: stored.template, message_values: stored.values };
  };
  const funmi = await name('funmi_adeyemi');
  const kemi = await name('kemi_oladipo');
  const tunde = await name('tunde_bakare');
  const { name: businessName } = await trx
    .selectFrom('businesses')
    .select('name')
    .where('business_id', '=', business)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('notifications')
    .values([
      {
        user_id: me,
        kind: 'message',
        actor_id: ids.user('funmi_adeyemi'),
        ...text(
          msg('{name} sent you a message{about, select, yes { about {product}} other {}}: {content}', {
            name: funmi,
            about: 'no',
            product: '',
            content: 'Please hold one. I will come to Yaba on Saturday morning.',
          }),
        ),
        link: `/app/messages?user=${encodeURIComponent(ids.user('funmi_adeyemi'))}`,
        group_key: `conversation:${funmiChat}`,
        created_at: ids.at(0.1),
      },
      {
        user_id: me,
        kind: 'post_like',
        actor_id: ids.user('kemi_oladipo'),
        ...text(
          msg('{others, plural, =0 {{name}} one {{name} and # other} other {{name} and # others}} liked your post "{title}"', {
            name: kemi,
            others: 1,
            title: "New Adire kimono jackets just dropped at Ada's Stitches!",
          }),
        ),
        link: `/app/business/${business}`,
        group_key: newestPost ? `post-like:${newestPost}` : null,
        created_at: ids.at(0.13),
      },
      {
        user_id: me,
        kind: 'connection_request',
        actor_id: ids.user('kemi_oladipo'),
        ...text(msg('{name} wants to connect with you', { name: kemi })),
        link: '/app/network',
        group_key: `connection_request:${ids.user('kemi_oladipo')}`,
        created_at: ids.at(0.5),
      },
      {
        user_id: me,
        kind: 'follower',
        actor_id: ids.user('chinedu_eze'),
        ...text(
          msg('{others, plural, =0 {{name}} one {{name} and # other} other {{name} and # others}} started following {listing}', {
            name: await name('chinedu_eze'),
            others: 1,
            listing: businessName,
          }),
        ),
        link: `/app/business/${business}`,
        group_key: `follower:business:${business}`,
        is_read: true,
        created_at: ids.at(3),
      },
      {
        user_id: me,
        kind: 'connection_accepted',
        actor_id: ids.user('tunde_bakare'),
        ...text(msg('{name} accepted your connection request', { name: tunde })),
        link: '/app/network',
        group_key: `connection_accepted:${ids.user('tunde_bakare')}`,
        is_read: true,
        created_at: ids.at(29),
      },
    ])
    .execute();
}
