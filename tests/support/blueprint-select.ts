/**
 * Choosing in the Blueprint selects of the browser tests: the options open in a popover (on the
 * page, not under the field), so both helpers reach the page through the field's locator.
 */
import type { Locator } from 'playwright-core';

/**
 * Opens a single select and clicks the option with `label` (the first option without one), after
 * typing `search` in its filter when given; returns once the options have closed, so the next
 * select's filter is the only one on the page.
 */
export async function pick(select: Locator, label?: string, search?: string): Promise<void> {
  const page = select.page();
  await select.click();
  if (search) await page.locator('.bp6-popover input').last().fill(search);
  const item = page.locator('.bp6-popover .bp6-menu-item', label === undefined ? {} : { hasText: label }).first();
  await item.click();
  await item.waitFor({ state: 'detached' });
}

/** Types `label` in a multi-select's input, clicks the option and closes the popover. */
export async function pickMany(input: Locator, label: string): Promise<void> {
  const page = input.page();
  await input.click();
  await input.fill(label);
  await page.locator('.bp6-popover .bp6-menu-item', { hasText: label }).first().click();
  await page.keyboard.press('Escape');
}
