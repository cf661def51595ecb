import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { type BuiltSite } from '../helpers/site.ts';
import { PORTAL_DEPLOY_ENV, sharedPortal } from '../helpers/portalBuilds.ts';
import { collectProblems, hydrated, launchBrowser, serve, type BrowserSession, type Served } from '../helpers/browser.ts';

const WEBHOOK = PORTAL_DEPLOY_ENV.SURVEY_WEBHOOK_URL;
const QUESTION = "How would you rate your experience with the product's documentation as a whole?";
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let site: BuiltSite;
let server: Served;
let browser: BrowserSession;

beforeAll(async () => {
  site = await sharedPortal('services');
  expect(site.report.ok, JSON.stringify(site.report.diagnostics)).toBe(true);
  server = await serve(site.outDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Opened {
  page: Page;
  /** Bodies of the POSTs the webhook received, parsed. */
  posts: Record<string, unknown>[];
  problems: string[];
}

/** Open a portal page with the webhook and gtag.js intercepted; the webhook answers 200 or fails. */
async function open(route = '/quickstart', options: { webhook?: 'ok' | 'fail'; setup?: (page: Page) => Promise<unknown> } = {}): Promise<Opened> {
  const page = await browser.newPage();
  const problems = collectProblems(page);
  const posts: Record<string, unknown>[] = [];
  await page.route('https://hooks.example.test/**', async (r) => {
    expect(r.request().method()).toBe('POST');
    posts.push(JSON.parse(r.request().postData() ?? 'null'));
    if (options.webhook === 'fail') await r.abort('failed');
    else await r.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"success"}' });
  });
  await page.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await options.setup?.(page);
  await page.goto(server.url + route);
  await hydrated(page);
  return { page, posts, problems };
}

/** The analytics events (`gtag('event', ...)`) in the data layer, as [action, params]. */
async function events(page: Page, action: string): Promise<unknown[]> {
  const layer = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry).map((v) => (v instanceof Date ? 'date' : v))),
  );
  return layer.filter((e) => e[0] === 'event' && e[1] === action).map((e) => e[2]);
}

const dialog = (page: Page) => page.locator('dialog.survey-dialog');
const feedbackButton = (page: Page) => page.getByRole('button', { name: 'Feedback', exact: true });
const barButton = (page: Page) => page.getByRole('region', { name: 'Announcement' }).getByRole('button', { name: 'Take the survey!' });
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Submit' });
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase(), text: el?.textContent?.trim(), name: el?.getAttribute('name'), value: (el as HTMLInputElement | null)?.value, className: el?.className };
  });
const isOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.survey-dialog')?.open ?? false);

/** The browser's clock, in ms since the epoch. */
const browserNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * The posted timestamp is the browser's `toLocaleString()` of the moment of submitting: it must be
 * exactly what the browser writes for one of the seconds between `since` and now. Comparing against
 * the browser's own formatting keeps the test true in any time zone, locale and hour of the day.
 */
async function expectLocalTimestamp(page: Page, timestamp: unknown, since: number): Promise<void> {
  expect(typeof timestamp).toBe('string');
  const until = await browserNow(page);
  const candidates = await page.evaluate(
    ([from, to]) => {
      const out: string[] = [];
      for (let t = Math.floor(from / 1000) * 1000; t <= to; t += 1000) out.push(new Date(t).toLocaleString());
      return out;
    },
    [since, until] as const,
  );
  expect(candidates).toContain(timestamp);
}

/** Wait a little and check nothing more was sent: for what must not happen. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(300);
}

async function expectVisible(locator: Locator, visible = true): Promise<void> {
  await expect.poll(() => locator.isVisible()).toBe(visible);
}

describe('the satisfaction survey', () => {
  it('opens from the floating Feedback button; both steps post the answers under one id and send csat events', async () => {
    const { page, posts, problems } = await open();
    await expect(dialog(page).count()).resolves.toBe(1);
    expect(await isOpen(page)).toBe(false);
    await feedbackButton(page).click();
    const step1 = page.getByRole('dialog', { name: 'Take the survey!' });
    await expectVisible(step1);
    await expect(step1.getByRole('group', { name: QUESTION }).isVisible()).resolves.toBe(true);
    const radios = step1.getByRole('radio');
    await expect(radios.count()).resolves.toBe(5);
    // From sad to happy, in order, each named for screen readers.
    const names = ['1 – Very dissatisfied', '2 – Dissatisfied', '3 – Neutral', '4 – Satisfied', '5 – Very satisfied'];
    for (const [i, name] of names.entries()) await expect(step1.getByRole('radio', { name, exact: true }).getAttribute('value')).resolves.toBe(String(i + 1));
    await step1.getByRole('radio', { name: '4 – Satisfied' }).click();
    const clickedAt = await browserNow(page);
    await submit(page).click();

    const step2 = page.getByRole('dialog', { name: 'Thanks for your feedback!' });
    await expectVisible(step2);
    await expect.poll(() => posts.length).toBe(1);
    expect(Object.keys(posts[0]!)).toEqual(['id', 'timestamp', 'rate', 'message']);
    expect(posts[0]).toMatchObject({ rate: '4', message: '' });
    expect(posts[0]!.id).toMatch(UUID);
    await expectLocalTimestamp(page, posts[0]!.timestamp, clickedAt);

    const message = step2.getByRole('textbox', { name: "Anything else you'd like to share?" });
    await expect(message.getAttribute('placeholder')).resolves.toBe('(Optional)');
    await expect(step2.getByRole('group', { name: 'Can we reach out to you if we have any questions?' }).isVisible()).resolves.toBe(true);
    await expect(step2.getByRole('textbox', { name: 'Contact Email' }).count()).resolves.toBe(0);
    await message.fill('The SDK pages need more examples.');
    await step2.getByRole('radio', { name: 'Yes' }).check();
    await step2.getByRole('textbox', { name: 'Contact Email' }).fill('dev@example.com');
    const secondClickAt = await browserNow(page);
    await submit(page).click();

    await expect.poll(() => isOpen(page)).toBe(false);
    await expect.poll(() => posts.length).toBe(2);
    expect(Object.keys(posts[1]!)).toEqual(['id', 'timestamp', 'rate', 'message', 'email']);
    expect(posts[1]).toMatchObject({ id: posts[0]!.id, rate: '4', message: 'The SDK pages need more examples.', email: 'dev@example.com' });
    await expectLocalTimestamp(page, posts[1]!.timestamp, secondClickAt);
    expect(posts.some((p) => 'followup' in p)).toBe(false);

    const vote = { event_category: 'csat', event_label: 'clickSubmitButton', value: 4 };
    expect(await events(page, 'csatVote')).toEqual([vote, vote]);
    expect((await focused(page)).text).toBe('Feedback');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("opens the same dialog from the announcement bar's button; answering No sends no email", async () => {
    const { page, posts, problems } = await open('/');
    await expect(barButton(page).isVisible()).resolves.toBe(true);
    await barButton(page).click();
    const step1 = page.getByRole('dialog', { name: 'Take the survey!' });
    await expectVisible(step1);
    await expect(page.locator('dialog').count()).resolves.toBe(1);
    await step1.getByRole('radio', { name: '1 – Very dissatisfied' }).click();
    await submit(page).click();
    const step2 = page.getByRole('dialog', { name: 'Thanks for your feedback!' });
    await expectVisible(step2);
    await step2.getByRole('radio', { name: 'Yes' }).check();
    await step2.getByRole('textbox', { name: 'Contact Email' }).fill('someone@example.com');
    // Changing one's mind hides the address again, and it is not sent.
    await step2.getByRole('radio', { name: 'No' }).check();
    await expect(step2.getByRole('textbox', { name: 'Contact Email' }).count()).resolves.toBe(0);
    await submit(page).click();
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[0]).toEqual({ id: posts[0]!.id, timestamp: expect.any(String), rate: '1', message: '' });
    expect(posts[1]).toEqual({ id: posts[0]!.id, timestamp: expect.any(String), rate: '1', message: '' });
    const vote = { event_category: 'csat', event_label: 'clickSubmitButton', value: 1 };
    expect(await events(page, 'csatVote')).toEqual([vote, vote]);
    expect((await focused(page)).text).toBe('Take the survey!');

    // Opening again starts a new survey, with a new id.
    await feedbackButton(page).click();
    await page.getByRole('dialog', { name: 'Take the survey!' }).getByRole('radio', { name: '5 – Very satisfied' }).click();
    await submit(page).click();
    await expect.poll(() => posts.length).toBe(3);
    expect(posts[2]).toMatchObject({ rate: '5', message: '' });
    expect(posts[2]!.id).toMatch(UUID);
    expect(posts[2]!.id).not.toBe(posts[0]!.id);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('requires a rating, a Yes or No, and a valid email after Yes, sending nothing until then', async () => {
    const { page, posts, problems } = await open();
    await feedbackButton(page).click();
    const step1 = page.getByRole('dialog', { name: 'Take the survey!' });
    await expectVisible(step1);
    await submit(page).click();
    const rateError = step1.getByRole('alert');
    await expect(rateError.textContent()).resolves.toBe('Please choose a rating from 1 to 5.');
    const group = step1.getByRole('group', { name: QUESTION });
    await expect(group.getAttribute('aria-describedby')).resolves.toBe(await rateError.getAttribute('id'));
    expect((await focused(page)).name).toBe('rate');
    await settle(page);
    expect(posts).toEqual([]);
    expect(await events(page, 'csatVote')).toEqual([]);
    expect(await isOpen(page)).toBe(true);

    await step1.getByRole('radio', { name: '2 – Dissatisfied' }).click();
    await expect(step1.getByRole('alert').count()).resolves.toBe(0);
    await submit(page).click();
    const step2 = page.getByRole('dialog', { name: 'Thanks for your feedback!' });
    await expectVisible(step2);
    await expect.poll(() => posts.length).toBe(1);

    await submit(page).click();
    await expect(step2.getByRole('alert').textContent()).resolves.toBe('Please answer Yes or No.');
    expect((await focused(page)).name).toBe('followup');

    await step2.getByRole('radio', { name: 'Yes' }).check();
    await expect(step2.getByRole('alert').count()).resolves.toBe(0);
    const email = step2.getByRole('textbox', { name: 'Contact Email' });
    await expect(email.isVisible()).resolves.toBe(true);
    await submit(page).click();
    await expect(step2.getByRole('alert').textContent()).resolves.toBe('Please enter your email address so we can reach you.');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    expect((await focused(page)).name).toBe('email');

    for (const wrong of ['not-an-email', 'name@example', 'two words@example.com']) {
      await email.fill(wrong);
      await submit(page).click();
      await expect(step2.getByRole('alert').textContent()).resolves.toBe('Please enter a valid email address, like name@example.com.');
    }
    await settle(page);
    expect(posts.length).toBe(1);
    expect(await events(page, 'csatVote')).toHaveLength(1);
    expect(await isOpen(page)).toBe(true);

    await email.fill('name@example.com');
    await submit(page).click();
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]).toEqual({ id: posts[0]!.id, timestamp: expect.any(String), rate: '2', message: '', email: 'name@example.com' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('works from the keyboard: Enter opens, arrows choose the rating, Escape closes and focus returns', async () => {
    const { page, posts, problems } = await open();
    await feedbackButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page)).toBe(true);
    // The form may arrive just after the dialog opens (its chunk loads on demand); it starts on the rating.
    await expect.poll(() => focused(page)).toMatchObject({ name: 'rate', value: '1' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ name: 'rate', value: '3' });
    await expect(dialog(page).getByRole('radio', { name: '3 – Neutral' }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog(page).getByRole('radio', { name: '2 – Dissatisfied' }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Submit');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('dialog', { name: 'Thanks for your feedback!' }));
    // Focus moves to the thank-you heading, so it is read out first.
    expect(await focused(page)).toMatchObject({ tag: 'h2', text: 'Thanks for your feedback!' });
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ rate: '3' });

    // Focus stays inside the modal: tabbing goes through its controls only.
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      seen.add(await page.evaluate(() => (document.activeElement?.closest('dialog') ? 'inside' : document.activeElement === document.body ? 'body' : 'outside')));
    }
    expect(seen.has('outside')).toBe(false);

    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect((await focused(page)).text).toBe('Feedback');
    await settle(page);
    expect(posts.length).toBe(1);

    // The announcement bar's button opens it with the keyboard too; a new survey starts at step 1.
    await barButton(page).focus();
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('dialog', { name: 'Take the survey!' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect((await focused(page)).text).toBe('Take the survey!');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows nothing to the reader when the webhook fails, and still closes after step 2', async () => {
    const { page, posts, problems } = await open('/quickstart', { webhook: 'fail' });
    await feedbackButton(page).click();
    await page.getByRole('dialog', { name: 'Take the survey!' }).getByRole('radio', { name: '5 – Very satisfied' }).click();
    await submit(page).click();
    const step2 = page.getByRole('dialog', { name: 'Thanks for your feedback!' });
    await expectVisible(step2);
    await expect.poll(() => posts.length).toBe(1);
    await settle(page);
    await expect(step2.getByRole('alert').count()).resolves.toBe(0);
    await step2.getByRole('radio', { name: 'No' }).check();
    await submit(page).click();
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect.poll(() => posts.length).toBe(2);
    await settle(page);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(await events(page, 'csatVote')).toHaveLength(2);
    // Chromium itself logs the failed request; the page adds nothing of its own.
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    await page.close();
  });

  it("keeps the form off the page's first load, and says so when it cannot be fetched; opening again retries", async () => {
    const requested: string[] = [];
    let offline = true;
    const { page, problems } = await open('/quickstart', {
      setup: (p) =>
        // The retry asks for the same file under another address (see loadOnce): a query after it.
        p.route(/\/assets\/js\/chunks\/SurveyForm-[^/?]+\.js(\?.*)?$/, (r) => {
          requested.push(r.request().url());
          return offline ? r.abort('internetdisconnected') : r.continue();
        }),
    });
    expect(requested).toEqual([]);
    await feedbackButton(page).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The survey could not be loaded. Check your connection, then open it again.');
    // The page goes on working: the dialog closes, and the next opening asks again.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => isOpen(page)).toBe(false);
    offline = false;
    await feedbackButton(page).click();
    await expectVisible(page.getByRole('dialog', { name: 'Take the survey!' }));
    expect(requested.length).toBeGreaterThanOrEqual(2);
    expect(problems.filter((p) => !/Failed to load resource|Failed to fetch dynamically imported module/.test(p))).toEqual([]);
    await page.close();
  });

  it('gives the first rating the focus when the form arrives after the dialog opened', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, problems } = await open('/quickstart', {
      setup: (p) =>
        p.route('**/assets/js/chunks/SurveyForm-*.js', async (r) => {
          await held;
          await r.continue();
        }),
    });
    await feedbackButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).textContent()).toBe('Loading the survey…');
    release();
    await expectVisible(page.getByRole('dialog', { name: 'Take the survey!' }));
    await expect.poll(() => focused(page)).toMatchObject({ name: 'rate', value: '1' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('meets axe-core rules with the dialog open, in both colour modes', async () => {
    for (const mode of ['light', 'dark']) {
      const { page } = await open('/quickstart', { setup: (p) => p.addInitScript((m) => localStorage.setItem('theme', m), mode) });
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      await page.addScriptTag({ path: AXE });
      const check = () =>
        page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(ctx: Element, opts: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
          const result = await axe.run(document.querySelector('dialog.survey-dialog')!, { resultTypes: ['violations'] });
          return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
      await feedbackButton(page).click();
      await expectVisible(page.getByRole('dialog', { name: 'Take the survey!' }));
      await page.waitForTimeout(250); // past the opening animation, for colour contrast
      await submit(page).click();
      expect(await check()).toEqual([]);
      await page.getByRole('dialog', { name: 'Take the survey!' }).getByRole('radio', { name: '3 – Neutral' }).click();
      await submit(page).click();
      await page.getByRole('dialog', { name: 'Thanks for your feedback!' }).getByRole('radio', { name: 'Yes' }).check();
      await submit(page).click();
      expect(await check()).toEqual([]);
      await page.close();
    }
  });

  it('fits a 375 px screen, follows dark mode and respects reduced motion', async () => {
    const { page } = await open('/quickstart', {
      setup: async (p) => {
        await p.setViewportSize({ width: 375, height: 700 });
        await p.emulateMedia({ reducedMotion: 'reduce' });
        await p.addInitScript(() => localStorage.setItem('theme', 'light'));
      },
    });
    // On a phone the button is at the end of the page (floating, it covered the text): in reach there.
    await feedbackButton(page).scrollIntoViewIfNeeded();
    const button = await feedbackButton(page).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(375);
    expect(button!.y + button!.height).toBeLessThanOrEqual(700);
    await expect(barButton(page).isVisible()).resolves.toBe(true);
    const bar = await barButton(page).boundingBox();
    expect(bar!.x + bar!.width).toBeLessThanOrEqual(375);

    await feedbackButton(page).click();
    await expectVisible(page.getByRole('dialog', { name: 'Take the survey!' }));
    const box = await dialog(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const faces = await dialog(page).locator('.survey-face').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), right: r.right })));
    expect(new Set(faces.map((f) => f.top)).size).toBe(1);
    expect(Math.max(...faces.map((f) => f.right))).toBeLessThanOrEqual(box!.x + box!.width);
    expect(await dialog(page).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await dialog(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

    const colours = () => dialog(page).evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, fg: getComputedStyle(el).color }));
    const light = await colours();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await colours();
    expect(light).toEqual({ bg: 'rgb(255, 255, 255)', fg: 'rgb(28, 30, 33)' });
    expect(dark).toEqual({ bg: 'rgb(27, 27, 29)', fg: 'rgb(227, 227, 227)' });
    await page.close();

    // Without the reduced-motion preference the dialog animates in.
    const moving = await open('/quickstart');
    await feedbackButton(moving.page).click();
    await expect.poll(() => dialog(moving.page).evaluate((el) => getComputedStyle(el).animationName)).toBe('survey-dialog-in');
    await moving.page.close();
  });
});
