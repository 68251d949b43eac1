// Switching to each of the 13 languages and the zh-HK overlay: the page follows, no raw i18n key is ever on screen.
import { expect, test, type Page } from '@playwright/test';

const LANGUAGES = ['cs', 'de', 'en', 'es', 'fr', 'pt', 'ru', 'tr', 'uk', 'zh-CN', 'zh-TW', 'zh-HK', 'ja', 'it'];
const RAW_KEY = /\b(?:common|nav|auth|account|console|legal|notFound|errors|validation)\.[A-Za-z]+(?:\.[A-Za-z]+)*\b/;

async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(RAW_KEY);
  expect(text).not.toMatch(/\{\{\w+\}\}/);
}

test('switch the login page to each language', async ({ page }) => {
  await page.goto('/login');
  for (const lang of LANGUAGES) {
    await page.getByTestId('language-select').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoRawKeys(page);
  }
});

test('the language query wins and sticks for the session', async ({ page }) => {
  await page.goto('/regist?language=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/resetPwd');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoRawKeys(page);
});

test('Hong Kong and Macau get the zh-HK overlay, other traditional variants zh-TW', async ({ page }) => {
  await page.goto('/login?language=zh-Hant-MO');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await page.goto('/login?language=zh-Hant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
});

test('form messages are translated too (no raw keys) in every language', async ({ page }) => {
  for (const lang of LANGUAGES) {
    await page.goto(`/regist?language=${lang}`);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('.field-row__error[role="alert"]').first()).toBeVisible();
    await expectNoRawKeys(page);
  }
});
