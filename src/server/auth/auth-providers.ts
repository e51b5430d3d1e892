import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Env } from '../env';

export const OAUTH_PROVIDER_IDS = ['google', 'microsoft', 'apple'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/** OpenID Connect providers whose keys are set. A provider without keys is not registered and its button is hidden. */
export function configuredProviders(env: Env): GenericOAuthConfig<OAuthProviderId>[] {
  const providers: GenericOAuthConfig<OAuthProviderId>[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({
      providerId: 'google',
      name: 'Google',
      discoveryUrl: env.GOOGLE_DISCOVERY_URL,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      prompt: 'select_account',
    });
  }
  if (env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET) {
    providers.push({
      providerId: 'microsoft',
      name: 'Microsoft',
      discoveryUrl: env.MICROSOFT_DISCOVERY_URL,
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      prompt: 'select_account',
    });
  }
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET) {
    providers.push({
      providerId: 'apple',
      name: 'Apple',
      discoveryUrl: env.APPLE_DISCOVERY_URL,
      clientId: env.APPLE_CLIENT_ID,
      // Apple's client secret is a signed JWT that the operator generates from their key.
      clientSecret: env.APPLE_CLIENT_SECRET,
      scopes: ['openid', 'email', 'name'],
      responseMode: 'form_post',
    });
  }
  return providers;
}
