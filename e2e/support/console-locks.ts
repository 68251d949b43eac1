// Pairing a simulated gateway and adding simulated locks through the console's gateway page, the way a person
// does it: open the dialog, wait for it to stop moving, act, read the result, close. Shared by the journeys.
import { expect, type Page } from '@playwright/test';
import type { SimGateway } from '../../packages/simulator/src/sim-gateway';
import type { SimLock } from '../../packages/simulator/src/sim-lock';
import { plugIn } from './devices';

/** No antd dialog is still zooming or fading in or out (a click then lands where the user would click). */
export const dialogsSettled = (p: Page) =>
  expect(
    p.locator(
      '.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave, .ant-zoom-big-appear, .ant-zoom-big-enter, .ant-zoom-big-leave, .ant-fade-appear, .ant-fade-leave',
    ),
  ).toHaveCount(0, { timeout: 10_000 });

/**
 * From the side menu: opens the gateways page, asks for a pairing code (once the dialog stopped moving), activates
 * the simulated gateway with it and waits until the console says it is connected.
 */
export async function pairGatewayInConsole(p: Page, gateway: SimGateway, baseURL: string) {
  await p.getByRole('menuitem', { name: 'Gateways' }).click();
  await p.getByRole('button', { name: 'Add gateway' }).click();
  const dialog = p.locator('.ant-modal').filter({ hasText: 'Add a gateway' });
  await expect(dialog).toBeVisible();
  await dialogsSettled(p);
  await dialog.getByRole('button', { name: 'Get pairing code' }).click();
  const codeBox = dialog.getByTestId('pairing-code');
  await expect(codeBox).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/, { timeout: 20_000 });
  await plugIn(gateway, baseURL, (await codeBox.textContent())!);
  await expect(dialog.getByText(/is connected/)).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialogsSettled(p);
}

/** On /plug/home with the gateway online: adds `lock` from the nearby list and waits until it is added. */
export async function addLockInConsole(p: Page, lock: SimLock) {
  const open = p.getByRole('button', { name: `Add lock ${lock.name}` });
  await open.click({ timeout: 20_000 });
  const dialog = p.locator('.ant-modal').filter({ hasText: `Add lock ${lock.name}` });
  await expect(dialog).toBeVisible();
  await dialogsSettled(p);
  await dialog.getByRole('button', { name: 'Add lock', exact: true }).click();
  await expect(dialog.getByTestId('add-lock-result')).toHaveText('Lock added', { timeout: 40_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(open).toBeHidden();
  await dialogsSettled(p);
  expect(lock.initialized).toBe(true);
}
