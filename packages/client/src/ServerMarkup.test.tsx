import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { SERVER_MARKUP_END, SERVER_MARKUP_START, ServerMarkup, ServerMarkupCollector, ServerMarkupContext } from './ServerMarkup.tsx';

function renderWith(collector: ServerMarkupCollector | null, children: React.ReactNode) {
  return renderToString(<ServerMarkupContext.Provider value={collector}>{children}</ServerMarkupContext.Provider>);
}

describe('ServerMarkup', () => {
  it('puts each piece of markup where its box is, after the page rendered', () => {
    const collector = new ServerMarkupCollector();
    const calls: string[] = [];
    const html = renderWith(
      collector,
      <main>
        <ServerMarkup className="a" render={() => (calls.push('a'), '<b>first</b>')} />
        <p>between</p>
        <ServerMarkup className="b" render={() => (calls.push('b'), '<i>second</i>')} />
      </main>,
    );
    // Nothing was called during the render itself.
    expect(calls).toEqual([]);
    const mark = (markup: string) => SERVER_MARKUP_START + markup + SERVER_MARKUP_END;
    expect(collector.fill(html)).toBe(`<main><div class="a">${mark('<b>first</b>')}</div><p>between</p><div class="b">${mark('<i>second</i>')}</div></main>`);
    expect(calls).toEqual(['a', 'b']);
  });

  it('leaves a box empty when its render throws, and the rest of the page as it was', () => {
    const collector = new ServerMarkupCollector();
    const html = renderWith(
      collector,
      <>
        <ServerMarkup render={() => {
          throw new Error('no');
        }} />
        <ServerMarkup render={() => 'ok'} />
      </>,
    );
    expect(collector.fill(html)).toBe(`<div></div><div>${SERVER_MARKUP_START}ok${SERVER_MARKUP_END}</div>`);
  });

  it('does not take a placeholder-shaped text of the page for its own', () => {
    const collector = new ServerMarkupCollector();
    // A page cannot know the render's nonce, so text shaped like a placeholder stays text.
    const forged = '<!--docs-markup:aaaaaaaa:0-->';
    const html = renderWith(collector, <ServerMarkup render={() => '<b>mine</b>'} />) + forged;
    expect(collector.fill(html)).toBe(`<div>${SERVER_MARKUP_START}<b>mine</b>${SERVER_MARKUP_END}</div>` + forged);
  });

  it('is an empty box without a collector (the browser) or without a render', () => {
    expect(renderWith(null, <ServerMarkup className="r" render={() => '<b>x</b>'} />)).toBe('<div class="r"></div>');
    const collector = new ServerMarkupCollector();
    expect(collector.fill(renderWith(collector, <ServerMarkup className="r" />))).toBe('<div class="r"></div>');
  });
});
