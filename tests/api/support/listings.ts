import { expect } from 'vitest';
import type { Db } from '../../../src/server/db/database';
import { signedInMember, type TestMember } from '../../support/members';
import type { TestServer } from '../../support/test-server';

import { businessBody, professionBody } from '../../support/builders/listing-bodies';

export { businessBody, professionBody };

export interface PlaceIds {
  countryId: number;
  stateId: number;
  cityId: number;
  neighborhoodId: number;
}

/** Yaba, Lagos (city), Lagos (state), Nigeria: a consistent place from the reference data. */
export async function yabaLagos(db: Db): Promise<PlaceIds> {
  const row = await db
    .selectFrom('neighborhoods')
    .innerJoin('cities', 'cities.city_id', 'neighborhoods.city_id')
    .innerJoin('states', 'states.state_id', 'cities.state_id')
    .select([
      'states.country_id as countryId',
      'states.state_id as stateId',
      'cities.city_id as cityId',
      'neighborhoods.neighborhood_id as neighborhoodId',
    ])
    .where('neighborhoods.name', '=', 'Yaba')
    .where('cities.name', '=', 'Lagos')
    .executeTakeFirstOrThrow();
  return row;
}

export async function countryId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('countries').select('country_id').where('name', '=', name).executeTakeFirstOrThrow()).country_id;
}

export async function stateId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('states').select('state_id').where('name', '=', name).executeTakeFirstOrThrow()).state_id;
}

export async function cityId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('cities').select('city_id').where('name', '=', name).executeTakeFirstOrThrow()).city_id;
}

export async function businessTypeId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('business_types').select('business_type_id').where('name', '=', name).executeTakeFirstOrThrow())
    .business_type_id;
}

export async function professionTypeId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('profession_types').select('profession_type_id').where('name', '=', name).executeTakeFirstOrThrow())
    .profession_type_id;
}

/** POSTs and insists on 201, returning the created row as the API shows it. */
export async function created<T = any>(member: TestMember, path: string, body: unknown): Promise<T> {
  const response = await member.client.json<T>('POST', path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export const createBusiness = (member: TestMember, overrides: Record<string, unknown> = {}) =>
  created(member, '/api/v1/businesses', businessBody(overrides));

export const createProfession = (member: TestMember, overrides: Record<string, unknown> = {}) =>
  created(member, '/api/v1/professions', professionBody(overrides));

/** A listing test's cast: the owner, another member, and the place ids of Yaba, Lagos. */
export async function listingCast(server: TestServer, ownerName: string, otherName: string): Promise<[TestMember, TestMember, PlaceIds]> {
  const [owner, other] = await Promise.all([
    signedInMember(server, { fullName: ownerName }),
    signedInMember(server, { fullName: otherName }),
  ]);
  return [owner, other, await yabaLagos(server.db)];
}
