import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, useServedFixture, openHydrated } from '../helpers/browser.ts';

/** The translated Docusaurus site (English default, French, Arabic right to left), read in Chromium. */
const fixture = useServedFixture('docusaurus-i18n');

const open = (path: string) => openHydrated(fixture, path);

const localeButton = (page: Page) => page.locator('.navbar-locale button');

describe('a translated site in the browser', () => {
  it('switches locale from the dropdown, staying on the same page', async () => {
    const { page, problems } = await open('/docs/guides/wicks');
    expect(await localeButton(page).textContent()).toBe('English');
    await localeButton(page).click();
    await page.getByRole('menuitem', { name: 'Français (FR)' }).click();
    await page.waitForFunction(() => location.pathname === '/fr/docs/guides/wicks');
    await hydrated(page);
    await expect.poll(() => page.locator('.doc-main').textContent()).toContain('Une mèche de coton brûle régulièrement');
    expect(await localeButton(page).textContent()).toBe('Français (FR)');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    // Within the locale, the sidebar navigates in the French site.
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Présentation' }).click();
    await page.waitForFunction(() => location.pathname === '/fr/docs/intro');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lays the Arabic page out right to left: the docs sidebar on the right of the content', async () => {
    const { page, problems } = await open('/ar/docs/intro');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
    const sidebar = await page.locator('.doc-sidebar').boundingBox();
    const main = await page.locator('.doc-main').boundingBox();
    expect(sidebar && main).toBeTruthy();
    expect(sidebar!.x).toBeGreaterThan(main!.x);
    // The table of contents' dividing line is on its side facing the content: its right, mirrored.
    expect(await page.locator('.toc').evaluate((el) => [getComputedStyle(el).borderRightWidth, getComputedStyle(el).borderLeftWidth])).toEqual(['1px', '0px']);
    const toc = await page.locator('.toc').boundingBox();
    expect(toc!.x).toBeLessThan(main!.x);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('searches the French pages with the French stemmer, in a search box and page that speak French', async () => {
    const { page, problems } = await open('/fr/docs/intro');
    expect(await page.locator('.search-button-label').textContent()).toBe('Rechercher');
    expect(await page.locator('.toc-title').textContent()).toBe('Sur cette page');
    await page.keyboard.press('Control+k');
    const modal = page.getByRole('dialog');
    // "brûlait" (was burning) is only "brûle" (burns) once both are stemmed as French words.
    await modal.getByRole('combobox', { name: 'Rechercher' }).fill('brûlait');
    await expect.poll(() => modal.getByRole('option').count()).toBeGreaterThanOrEqual(1);
    expect((await modal.getByRole('option').allTextContents()).join('\n')).toContain('Mèches');
    expect(await modal.locator('.search-modal-close').textContent()).toContain('Fermer');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("speaks French in the search modal: its notes, its results' regions, its footer", async () => {
    const { page, problems } = await open('/fr/docs/intro');
    await page.keyboard.press('Control+k');
    const modal = page.getByRole('dialog');
    await expect.poll(() => modal.locator('.search-modal-note').textContent()).toBe('Tapez pour chercher dans la documentation.');
    expect(await modal.getByRole('region').getAttribute('aria-label')).toBe('Résultats de la recherche');
    const field = modal.getByRole('combobox', { name: 'Rechercher' });
    expect(await field.getAttribute('placeholder')).toBe('Rechercher dans la documentation');
    await field.fill('zzzqqq');
    await expect.poll(() => modal.locator('.search-modal-note[role="status"]').textContent()).toBe('Aucun résultat pour « zzzqqq » dans la documentation.');
    await field.fill('brûlait');
    await expect.poll(() => modal.getByRole('option').count()).toBeGreaterThanOrEqual(1);
    expect(await modal.getByRole('listbox').getAttribute('aria-label')).toBe('Résultats');
    expect(await modal.locator('.search-modal-footer a').textContent()).toMatch(/^Voir les \d+ résultats$/);
    expect(await modal.locator('.search-modal-keys').textContent()).toBe('↑↓ pour se déplacer · Entrée pour ouvrir · Échap pour fermer');
    await page.keyboard.press('Escape');
    // The hydrated page keeps the French of the server's HTML: the code block's buttons too.
    expect(await page.locator('.code-block-button').last().getAttribute('aria-label')).toBe('Copier le code');
    expect(problems).toEqual([]);
    await page.close();
  });
});
