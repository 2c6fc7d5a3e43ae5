import type { Locator, Page } from '@playwright/test';

/**
 * The navbar search box: a textbox until the autocomplete loads, a combobox
 * after. The visible one only: while the real bar settles it is mounted
 * hidden beside the stand-in the reader is typing in.
 */
export function navbarSearchBox(page: Page): Locator {
  return page.locator('nav.navbar').getByLabel('Search', { exact: true }).filter({ visible: true });
}

/** The suggestions the search box lists, in order. */
export function searchSuggestions(page: Page): Locator {
  return page.locator('nav.navbar').getByRole('listbox').getByRole('option');
}
