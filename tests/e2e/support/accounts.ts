import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './settings';

export function newMember() {
  const tag = randomBytes(3).toString('hex');
  return {
    fullName: 'Halima Yusuf',
    username: `halima_${tag}`,
    email: `halima.${tag}@example.ng`,
    password: `Kilishi-and-fura-${tag}`,
  };
}

/** Opens the development outbox and follows the newest link sent to the address. */
export async function followEmailLink(page: Page, email: string, subject: RegExp) {
  await page.goto('/dev/mail');
  const mail = page
    .locator('article', { hasText: `To ${email}` })
    .filter({ hasText: subject })
    .first();
  await expect(mail).toBeVisible();
  await mail.locator('a').first().click();
}

/** Opens the Sign Up tab and fills its four fields (the area and the button are left to the test). */
export async function fillSignUp(page: Page, member: ReturnType<typeof newMember>) {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('Full Name').fill(member.fullName);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * Creates a verified member through the UI and the emailed link (which signs them in and lands them in the app),
 * and leaves the page signed out on /auth.
 */
export async function signUpAndVerify(page: Page, member = newMember()) {
  await fillSignUp(page, member);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await followEmailLink(page, member.email, /Verify your email/);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Email verified')).toBeVisible();
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin: E2E_BASE_URL }, data: {} });
  expect(signOut.ok()).toBe(true);
  await page.goto('/auth');
  return member;
}
