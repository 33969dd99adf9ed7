import type { Page } from '@playwright/test';

/**
 * The contract modal opens by itself after a login when an upline's offer
 * waits (demo, agent41 and agent42 have one in the demo world). Journeys that
 * are not about contracts close it whenever it gets in the way, as they do
 * with the announcement popup.
 */
export async function dismissContractOffers(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: /^(Contracts|စာချုပ်များ|Kontrak)$/ }), async (dialog) => {
    await dialog.getByRole('button').first().click();
  });
}
