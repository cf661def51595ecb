import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems, hydrated, launchBrowser, replaceInLiveEditor, useServedFixture } from '../helpers/browser.ts';

const fixture = useServedFixture('live-code');

/**
 * The chunk holding the editor, the transpiler and the preview, with or without a query: a block that
 * asks after another block's load failed retries under a new query (see loadOnce).
 */
const PLAYGROUND_CHUNK = /\/assets\/js\/chunks\/LivePlayground-[\w-]+\.js(?:\?[^/]*)?$/;

const editor = (page: Page, n: number) => page.getByRole('textbox', { name: 'Live Editor' }).nth(n);
const block = (page: Page, n: number) => page.locator('.live-code').nth(n);
const result = (page: Page, n: number) => block(page, n).locator('.live-code-result');
const errorOf = (page: Page, n: number) => block(page, n).locator('.live-code-error');

/** The live page, hydrated, with its editors loaded. */
async function openLive(page: Page) {
  await page.goto(fixture.server.url + '/docs/live');
  await hydrated(page);
  await editor(page, 1).waitFor();
}

describe('live code blocks', () => {
  it('server-renders the result area above the highlighted code, readable without JavaScript', async () => {
    const html = fixture.site.read('docs/live/index.html');
    expect(html.match(/class="live-code"/g)).toHaveLength(2);
    const first = html.slice(html.indexOf('class="live-code"'));
    expect(first.indexOf('live-code-preview')).toBeLessThan(first.indexOf('live-code-editor'));
    expect(first).toMatch(/<label[^>]*>Live Editor<\/label>/);
    // The build-time highlighted code, not a blank editor waiting for JavaScript.
    expect(first).toMatch(/<span style="color:var\(--code-token-[\w-]+\)">[^<]*useState<\/span>/);
    // The result, rendered by the build: the hook's initial state, and what render() was given.
    expect(html).toContain('<div class="live-code-result"><!--docs-server-markup--><button type="button">Clicked 0 times</button><!--/docs-server-markup--></div>');
    expect(html).toContain('<div class="live-code-result"><!--docs-server-markup--><p class="greeting">Hello, reader!</p><!--/docs-server-markup--></div>');
    // The ordinary page has ordinary code blocks only.
    expect(fixture.site.read('docs/plain/index.html')).not.toContain('class="live-code');

    const context = await fixture.browser.context.browser()?.newContext({ javaScriptEnabled: false });
    const page = context ? await context.newPage() : await fixture.browser.newPage();
    if (!context) await page.route('**/*.js', (route) => route.abort());
    await page.goto(fixture.server.url + '/docs/live');
    await expect(page.locator('.live-code pre').first().textContent()).resolves.toContain('const [count, setCount] = useState(0);');
    await expect(result(page, 0).getByRole('button').textContent()).resolves.toBe('Clicked 0 times');
    await expect(result(page, 1).locator('p.greeting').isVisible()).resolves.toBe(true);
    // (Playwright's text search skips <noscript>: look the message up by its class.)
    const note = page.locator('.live-code-noscript').first();
    await expect(note.isVisible()).resolves.toBe(true);
    await expect(note.textContent()).resolves.toBe('Turn on JavaScript to edit this example.');
    await page.close();
  });

  it('hydrates without console errors and renders both examples: the counter counts, render() shows its element', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    for (const path of ['/', '/docs/plain']) {
      await page.goto(fixture.server.url + path);
      await hydrated(page);
    }
    await openLive(page);
    const counter = result(page, 0).getByRole('button');
    await expect(counter.textContent()).resolves.toBe('Clicked 0 times');
    await counter.click();
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Clicked 2 times');
    await expect(result(page, 1).locator('p.greeting').textContent()).resolves.toBe('Hello, reader!');
    expect(await errorOf(page, 0).count()).toBe(0);
    expect(await errorOf(page, 1).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates the preview as you type, and keeps the highlighted copy under the textarea in step', async () => {
    const page = await fixture.browser.newPage();
    await openLive(page);
    const input = editor(page, 1);
    await input.click();
    // Change the name passed to render(): select "reader" and type over it.
    await input.evaluate((el: HTMLTextAreaElement) => {
      const at = el.value.indexOf('"reader"') + 1;
      el.setSelectionRange(at, at + 'reader'.length);
    });
    await page.keyboard.type('typist');
    await expect.poll(() => result(page, 1).textContent()).toBe('Hello, typist!');
    const value = await input.inputValue();
    expect(value).toContain('render(<Greeting name="typist" />);');
    const copy = await block(page, 1).locator('pre.live-code-highlight').textContent();
    expect(copy).toBe(value + '\n');
    await page.close();
  });

  it('shows a syntax error under the preview without breaking the page, and clears it when the code is fixed', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    await openLive(page);
    const input = editor(page, 0);
    await input.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' <');
    await expect.poll(() => errorOf(page, 0).textContent()).toMatch(/^SyntaxError: .+\(\d+:\d+\)$/);
    // The other example, the previous result and the page around them keep working.
    await result(page, 0).getByRole('button').click();
    await expect(result(page, 0).getByRole('button').textContent()).resolves.toBe('Clicked 1 times');
    await expect(result(page, 1).textContent()).resolves.toBe('Hello, reader!');
    expect(await errorOf(page, 1).count()).toBe(0);
    await expect(page.getByText('This page crashed.').count()).resolves.toBe(0);

    await input.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect.poll(() => errorOf(page, 0).count()).toBe(0);
    await expect(result(page, 0).getByRole('button').textContent()).resolves.toBe('Clicked 0 times');

    await page.click('nav[aria-label="Main"] a:has-text("Plain")');
    await page.waitForURL('**/docs/plain');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("names the line and column of a syntax error in the reader's own code", async () => {
    const page = await fixture.browser.newPage();
    await openLive(page);
    // Line 3 of the counter (TSX) becomes `  return <b>{count +}</b> && (`: the `}` after `+` is column 21.
    await replaceInLiveEditor(page, block(page, 0), 'return (', 'return <b>{count +}</b> && (');
    await expect.poll(() => errorOf(page, 0).textContent()).toBe('SyntaxError: Unexpected token (3:21)');
    await page.close();
  });

  it('catches an error thrown while rendering and shows it, and the next good code renders again', async () => {
    const page = await fixture.browser.newPage();
    // React reports errors its boundaries catch on the console; that is expected here.
    page.on('pageerror', (e) => {
      throw e;
    });
    await openLive(page);
    const input = editor(page, 0);
    await input.fill('function Bomb() {\n  throw new Error("Boom");\n}');
    await expect.poll(() => errorOf(page, 0).textContent()).toBe('Error: Boom');
    await expect(result(page, 0).textContent()).resolves.toBe('');
    await expect(result(page, 1).textContent()).resolves.toBe('Hello, reader!');

    await input.fill('<strong>Fine again</strong>');
    await expect.poll(() => result(page, 0).textContent()).toBe('Fine again');
    expect(await errorOf(page, 0).count()).toBe(0);

    // Statements without render(): say what the code has to be.
    await input.fill('const a = 1;\nconst b = 2;');
    await expect.poll(() => errorOf(page, 0).textContent()).toContain('must be a single JSX expression or component, or call render(');
    await page.close();
  });

  it('Reset restores the original code and a fresh result', async () => {
    const page = await fixture.browser.newPage();
    await openLive(page);
    const input = editor(page, 0);
    const original = await input.inputValue();
    await result(page, 0).getByRole('button').click();
    await input.fill('<em>Changed</em>');
    await expect.poll(() => result(page, 0).textContent()).toBe('Changed');

    await block(page, 0).getByRole('button', { name: 'Reset' }).click();
    await expect(input.inputValue()).resolves.toBe(original);
    await expect.poll(() => result(page, 0).getByRole('button').textContent()).toBe('Clicked 0 times');
    // Back to the build-time highlighting.
    expect(await block(page, 0).locator('pre.live-code-highlight').innerHTML()).toContain('<span class="line">');
    await page.close();
  });

  it('loads the editor chunk only on pages with a live block, also after client-side navigation', async () => {
    // The chunk is its own file, imported by nothing statically.
    const manifest = fixture.site.manifest();
    const files = [manifest.entry.js, ...manifest.entry.imports, ...manifest.routes.flatMap((r) => r.chunks)];
    expect(files.filter((f) => PLAYGROUND_CHUNK.test(f))).toEqual([]);

    const page = await fixture.browser.newPage();
    const requested: string[] = [];
    page.on('request', (r) => PLAYGROUND_CHUNK.test(new URL(r.url()).pathname) && requested.push(r.url()));
    for (const path of ['/', '/docs/plain']) {
      await page.goto(fixture.server.url + path);
      await hydrated(page);
    }
    // Idle prefetching of the visible links (the live page's among them) must not pull it in either.
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);

    // Client-side navigation to the live page: the editor arrives without a reload.
    await page.click('article a:has-text("the live examples")');
    await page.waitForURL('**/docs/live');
    await editor(page, 0).waitFor();
    expect(requested).toHaveLength(1);
    await result(page, 0).getByRole('button').click();
    await expect(result(page, 0).getByRole('button').textContent()).resolves.toBe('Clicked 1 times');

    // A full load of the live page fetches it once for both blocks.
    const direct = await fixture.browser.newPage();
    const directRequests: string[] = [];
    direct.on('request', (r) => PLAYGROUND_CHUNK.test(new URL(r.url()).pathname) && directRequests.push(r.url()));
    await openLive(direct);
    expect(directRequests).toHaveLength(1);
    await page.close();
    await direct.close();
  });

  it('loads the editor for a block far down the page only when the reader scrolls near it', async () => {
    const page = await fixture.browser.newPage();
    const problems = collectProblems(page);
    const requested: string[] = [];
    page.on('request', (r) => PLAYGROUND_CHUNK.test(new URL(r.url()).pathname) && requested.push(r.url()));
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(fixture.server.url + '/docs/far');
    await hydrated(page);
    // The build's result is already there; nothing asks for the editor while the block is far away.
    await expect(result(page, 0).locator('p.far-result').textContent()).resolves.toBe('Rendered far down the page.');
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);

    await block(page, 0).scrollIntoViewIfNeeded();
    await editor(page, 0).waitFor();
    expect(requested).toHaveLength(1);
    // The live preview took the server's place: one result, the same text.
    await expect(result(page, 0).locator('p.far-result').count()).resolves.toBe(1);
    await editor(page, 0).fill('<p className="far-result">Edited.</p>');
    await expect.poll(() => result(page, 0).textContent()).toBe('Edited.');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is reachable by Tab; Tab indents inside it; Escape then Tab leaves it', async () => {
    const page = await fixture.browser.newPage();
    await openLive(page);
    const input = editor(page, 0);
    const original = await input.inputValue();
    const isEditorFocused = () => input.evaluate((el) => el === document.activeElement);

    await block(page, 0).getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Tab');
    expect(await isEditorFocused()).toBe(true);
    await expect(input.getAttribute('aria-describedby')).resolves.toBeTruthy();

    await input.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
    await page.keyboard.press('Tab');
    expect(await isEditorFocused()).toBe(true);
    await expect(input.inputValue()).resolves.toBe('  ' + original);
    // Shift+Tab takes the indentation away again.
    await page.keyboard.press('Shift+Tab');
    await expect(input.inputValue()).resolves.toBe(original);
    expect(await isEditorFocused()).toBe(true);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await isEditorFocused()).toBe(false);
    await expect(input.inputValue()).resolves.toBe(original);
    // Focus went on to the next thing in the page: the second block's result region holds no
    // focusable element, so its Reset button.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Reset');

    // Back in with Shift+Tab, and out backwards with Escape, Shift+Tab: to this block's Reset.
    await page.keyboard.press('Shift+Tab');
    expect(await isEditorFocused()).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    expect(await isEditorFocused()).toBe(false);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Reset');
    await expect(input.inputValue()).resolves.toBe(original);

    // Escape only lasts for the next key: after Escape and an arrow key, Tab indents again.
    await page.keyboard.press('Tab');
    expect(await isEditorFocused()).toBe(true);
    await input.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await isEditorFocused()).toBe(true);
    await expect(input.inputValue()).resolves.toBe('f  unction' + original.slice('function'.length));

    // Enter keeps the indentation and adds a level after an opening brace; edits stay undoable.
    await page.keyboard.press('Control+Z');
    await expect(input.inputValue()).resolves.toBe(original);
    const endOfFirstLine = original.indexOf('\n');
    await input.evaluate((el: HTMLTextAreaElement, at) => el.setSelectionRange(at, at), endOfFirstLine);
    await page.keyboard.press('Enter');
    await expect(input.inputValue()).resolves.toBe(original.slice(0, endOfFirstLine) + '\n  ' + original.slice(endOfFirstLine));
    await page.keyboard.press('Control+Z');
    await expect(input.inputValue()).resolves.toBe(original);
    await page.close();
  });

  it('while the chunk loads, shows the code (focusable) and hands the focus to the editor; if it fails, says so', async () => {
    const page = await fixture.browser.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PLAYGROUND_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(fixture.server.url + '/docs/live');
    await hydrated(page);
    await page.waitForSelector('.live-code-loading');
    const staticCode = block(page, 0).locator('.live-code-editor-scroll');
    await staticCode.focus();
    // The server's result stays in view meanwhile, with no loading note over it.
    await expect(result(page, 0).getByRole('button').textContent()).resolves.toBe('Clicked 0 times');
    await expect(block(page, 0).locator('.live-code-loading').evaluate((el) => getComputedStyle(el, '::after').content)).resolves.toBe('none');
    release();
    await editor(page, 0).waitFor();
    expect(await editor(page, 0).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();

    const offline = await fixture.browser.newPage();
    await offline.route(PLAYGROUND_CHUNK, (route) => route.abort());
    await offline.goto(fixture.server.url + '/docs/live');
    await hydrated(offline);
    await expect.poll(() => errorOf(offline, 0).textContent()).toContain('The live editor could not be loaded.');
    await expect(block(offline, 0).locator('pre').textContent()).resolves.toContain('useState(0)');
    await expect(offline.locator('h1').textContent()).resolves.toBe('Live examples');
    await offline.close();
  });

  it('fits a 375 px wide screen in light and dark, scrolling long lines inside the editor', async () => {
    const narrow = await launchBrowser({ viewport: { width: 375, height: 800 } });
    try {
      const page = await narrow.newPage();
      await openLive(page);
      await editor(page, 0).fill('<p>' + 'A long line of text in the editor. '.repeat(8) + '</p>');
      for (const theme of ['light', 'dark']) {
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
        const colors = await block(page, 0).evaluate((el) => {
          const editorStyle = getComputedStyle(el.querySelector('.live-code-editor')!);
          return { bg: editorStyle.backgroundColor, fg: editorStyle.color };
        });
        expect(colors.bg).toBe(theme === 'dark' ? 'rgb(22, 27, 34)' : 'rgb(246, 248, 250)');
        expect(colors.fg).not.toBe(colors.bg);
      }
      const scroller = block(page, 0).locator('.live-code-editor-scroll');
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      // The textarea never scrolls inside itself, so its text stays on top of the highlighted copy.
      expect(await editor(page, 0).evaluate((el) => [el.scrollLeft, el.scrollTop])).toEqual([0, 0]);
    } finally {
      await narrow.close();
    }
  });
});
