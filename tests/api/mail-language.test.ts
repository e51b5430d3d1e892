// Account emails are written in the member's language: the one they chose, else the one their request asked for.
import { describe, expect, it } from 'vitest';
import { linkIn, memberData, signedInMember } from '../support/members';
import { useTestServer } from '../support/test-server';
import { mailMatching } from './support/security';

const server = useTestServer();

describe('account emails in the member’s language', () => {
  it('welcomes a visitor who signed up in Hausa in Hausa, with a working link', async () => {
    const data = memberData({ fullName: 'Aisha Bello' });
    const client = server.client();
    const signUp = await client.post(
      '/api/auth/sign-up/email',
      { name: data.fullName, username: data.username, email: data.email, password: data.password },
      { 'accept-language': 'ha' },
    );
    expect(signUp.status).toBe(200);
    // Better Auth sends account emails without waiting for them.
    const mail = await mailMatching(server.db, data.email, /LocalHub/);
    expect(mail.subject).toBe('Tabbatar da imel ɗinka don LocalHub');
    expect(mail.text_body).toContain('Sannu Aisha Bello,');
    expect(mail.text_body).toContain('Tabbatar da imel ɗina: ');
    expect((await client.get(linkIn(mail.text_body))).status).toBeLessThan(400);
  });

  it('writes to a member in the language they chose, whatever the request says', async () => {
    const member = await signedInMember(server, { fullName: 'Chidi Okeke' });
    expect((await member.client.json('PUT', '/api/v1/me/language', { language: 'ig' })).status).toBe(200);
    const reset = await server
      .client()
      .post('/api/auth/request-password-reset', { email: member.email, redirectTo: '/auth/reset-password' }, { 'accept-language': 'en' });
    expect(reset.status).toBe(200);
    const mail = await mailMatching(server.db, member.email, /LocalHub/);
    expect(mail.subject).toBe('Tọgharịa paswọọdụ LocalHub gị');
    expect(mail.text_body).toContain('Ndewo Chidi Okeke,');
  });

  it('writes in English to a member who chose nothing and asked for a language we do not speak', async () => {
    const member = await signedInMember(server);
    await server
      .client()
      .post('/api/auth/request-password-reset', { email: member.email, redirectTo: '/auth/reset-password' }, { 'accept-language': 'fr' });
    expect((await mailMatching(server.db, member.email, /LocalHub/)).subject).toBe('Reset your LocalHub password');
  });
});
