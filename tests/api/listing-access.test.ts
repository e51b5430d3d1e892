import { beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, type TestMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { businessBody, createBusiness, createProfession, professionBody } from './support/listings';

const server = useTestServer();
let other: TestMember;
beforeAll(async () => void (other = await signedInMember(server, { fullName: 'Tunde Bakare' })));

// One service serves both kinds of listing, so its access rules are proven for each kind by the same test.
const KINDS = [
  {
    kind: 'business',
    path: '/api/v1/businesses',
    table: 'businesses',
    idColumn: 'business_id',
    nameField: 'name',
    name: 'Kemi Fabrics',
    body: businessBody,
    create: async (member: TestMember) => (await createBusiness(member, { name: 'Kemi Fabrics' })).businessId as number,
    forbidden: 'You can only change your own business',
  },
  {
    kind: 'profession',
    path: '/api/v1/professions',
    table: 'professions',
    idColumn: 'profession_id',
    nameField: 'title',
    name: 'Tailor',
    body: professionBody,
    create: async (member: TestMember) => (await createProfession(member, { title: 'Tailor' })).professionId as number,
    forbidden: 'You can only change your own profession',
  },
] as const;

describe.each(KINDS)('$kind: access', (kind) => {
  let id: number;
  beforeAll(async () => {
    id = await kind.create(await signedInMember(server, { fullName: 'Kemi Ade' }));
  });
  const row = () =>
    server.db
      .selectFrom(kind.table)
      .selectAll()
      .where(kind.idColumn as never, '=', String(id) as never)
      .executeTakeFirst();

  it('gives another member 403 on update and delete and changes nothing', async () => {
    const before = await row();
    const update = await other.client.json('PUT', `${kind.path}/${id}`, kind.body({ [kind.nameField]: 'Hijacked' }));
    expect(update.status).toBe(403);
    expect(update.body.error).toEqual({ code: 'FORBIDDEN', message: kind.forbidden });
    expect((await other.client.json('DELETE', `${kind.path}/${id}`)).status).toBe(403);
    expect(await row()).toEqual(before);
  });

  it('gives a visitor 401 on every write, even with a bad body, and lets them read', async () => {
    const visitor = server.client();
    expect((await visitor.json('GET', `${kind.path}/mine`)).status).toBe(401);
    expect((await visitor.json('POST', kind.path, kind.body())).status).toBe(401);
    expect((await visitor.json('POST', kind.path, { [kind.nameField]: '' })).status).toBe(401);
    expect((await visitor.json('PUT', `${kind.path}/${id}`, kind.body({ [kind.nameField]: 'Visitor' }))).status).toBe(401);
    expect((await visitor.json('DELETE', `${kind.path}/${id}`)).status).toBe(401);
    expect((await visitor.json('GET', `${kind.path}/${id}`)).body[kind.nameField]).toBe(kind.name);
    expect((await visitor.json('GET', `${kind.path}/x1`)).status).toBe(400);
  });
});
