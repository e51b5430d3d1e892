import { authProvidersQuery } from '../../features/auth/api';
import { highlightsQuery } from '../../features/landing/api';
import { pageLoader } from '../route-data';
import { signedInUser } from './frame-loaders';

/** The landing page (/): LocalHub's counts and newest good reviews. A member is sent on to the app instead. */
export const landingLoader = pageLoader(async ({ client }) => {
  if (!(await signedInUser(client))) await client.ensureQueryData(highlightsQuery());
});

/** Sign in and sign up (/auth): the providers offered above the forms. A member is sent on to the app instead. */
export const authLoader = pageLoader(async ({ client }) => {
  if (!(await signedInUser(client))) await client.ensureQueryData(authProvidersQuery());
});
