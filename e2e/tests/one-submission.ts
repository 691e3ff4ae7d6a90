import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './helpers';

/**
 * Two clicks in the same instant, as a double click or a bounced tap lands them: both reach the
 * button before the page has re-rendered it as busy (decision 0044).
 */
export async function clickTwiceAtOnce(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/** Calls the API as the demo ADMIN (signed in through the API, not this page's session). */
export async function adminGet(page: Page, url: string): Promise<unknown> {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { correo: DEMO.ADMIN, contrasena: DEMO_PASSWORD, recordar: false },
  });
  expect(login.status()).toBe(200);
  const { jwt } = (await login.json()) as { jwt: string };
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${jwt}` } });
  expect(response.status()).toBe(200);
  return response.json();
}
