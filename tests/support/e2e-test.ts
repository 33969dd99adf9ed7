import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Popups the site opens by itself, by their names in EN, MY and MS. */
export const POPUPS = {
  /** The lobby's announcement popup (SPEC 10): on load, on login, on a language change. */
  announcements: /^(Announcements|ကြေညာချက်များ|Pengumuman)$/,
  /** The contract modal after a login when an upline's offer waits (demo, agent41 and agent42 have one). */
  contracts: /^(Contracts|စာချုပ်များ|Kontrak)$/,
} as const;

export type Popup = keyof typeof POPUPS;

/**
 * Closes a popup whenever it gets in the way of an action or an assertion (its first button is its close button).
 * The click has a time-out: a popup that goes away by itself meanwhile (the lobby's announcements when the journey
 * has just left the lobby) would otherwise hold the journey for ever; Playwright then waits for it to be hidden.
 */
export async function dismissPopups(page: Page, popups: readonly Popup[]): Promise<void> {
  for (const popup of popups) {
    await page.addLocatorHandler(page.getByRole('dialog', { name: POPUPS[popup] }), async (dialog) => {
      await dialog
        .getByRole('button')
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    });
  }
}

/**
 * The journeys' `test`: popups that are not what a journey is about are
 * closed whenever they get in the way, as a person would. A journey about one
 * of them says so: `test.use({ dismissed: ['announcements'] })`.
 */
export const test = base.extend<{ dismissed: Popup[]; popups: void }>({
  dismissed: [['announcements', 'contracts'], { option: true }],
  popups: [
    async ({ page, dismissed }, use) => {
      await dismissPopups(page, dismissed);
      await use();
    },
    { auto: true },
  ],
});
