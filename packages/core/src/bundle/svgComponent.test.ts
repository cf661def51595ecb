import { createRequire } from 'node:module';
import { transformSync } from 'esbuild';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { svgComponent } from './svgComponent.ts';

const require = createRequire(import.meta.url);

/** The component an SVG file becomes, ready to render. */
function component(source: string): FunctionComponent<Record<string, unknown>> {
  const result = svgComponent(source, 'SvgTest');
  if ('error' in result) throw new Error(result.error);
  const { code } = transformSync(result.code, { format: 'cjs', loader: 'js' });
  const module = { exports: {} as { default: FunctionComponent<Record<string, unknown>> } };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.default;
}

const render = (source: string, props: Record<string, unknown> = {}) => renderToStaticMarkup(createElement(component(source), props));

describe('svgComponent', () => {
  it("writes an SVG's attributes as React props, so the markup comes back as it was", () => {
    const html = render(
      '<?xml version="1.0"?>\n<!DOCTYPE svg>\n<!-- a comment -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" class="logo" xml:space="preserve">\n  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><rect width="1" height="1"/></clipPath></defs>\n  <use xlink:href="#g" fill-rule="evenodd" stroke-dasharray="1 2" data-part="x" aria-hidden="true" style="fill: red; -webkit-transform: none; --tone: 2"/>\n  <text x="1"> a &lt; b &amp; c </text>\n</svg>',
    );
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" class="logo" xml:space="preserve"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"></stop></linearGradient><clipPath id="c"><rect width="1" height="1"></rect></clipPath></defs><use xlink:href="#g" fill-rule="evenodd" stroke-dasharray="1 2" data-part="x" aria-hidden="true" style="fill:red;-webkit-transform:none;--tone:2"></use><text x="1"> a &lt; b &amp; c </text></svg>',
    );
  });

  it('passes props to the <svg> over its own attributes, and names it with a title prop, as SVGR does', () => {
    const svg = '<svg viewBox="0 0 4 4" width="4"><title>Own</title><rect width="4" height="4"/></svg>';
    expect(render(svg, { className: 'icon', role: 'img', width: 32 })).toBe('<svg viewBox="0 0 4 4" width="32" class="icon" role="img"><title>Own</title><rect width="4" height="4"></rect></svg>');
    expect(render(svg, { title: 'Given', titleId: 't1' })).toBe('<svg viewBox="0 0 4 4" width="4" aria-labelledby="t1"><title id="t1">Given</title><rect width="4" height="4"></rect></svg>');
  });

  it('leaves out whatever would run script: script and embedding elements, handlers, script and document URLs', () => {
    const html = render(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" onload="a()" ONCLICK="a()">',
        '<script>a()</script><script xlink:href="evil.js"/>',
        '<a xlink:href="javascript:a()"><rect/></a><a href=" JaVa&#x0A;script:a()"><rect/></a><a href="vbscript:a()"><rect/></a>',
        '<set attributeName="href" to="javascript:a()"/><animate attributeName=" xlink:href " values="#x;javascript:a()"/><animate attributeName="opacity" values="0;1"/>',
        '<foreignObject><iframe src="javascript:a()"></iframe><embed src="x"/><object data="x"></object><img src="x" onerror="a()"/></foreignObject>',
        '<image href="data:text/html,&lt;script&gt;a()&lt;/script&gt;"/><image href="data:image/png;base64,AA=="/>',
        '<sodipodi:namedview inkscape:zoom="1"/><path inkscape:label="x" d="M0 0"/>',
        '</svg>',
      ].join(''),
    );
    expect(html).not.toMatch(/a\(\)|script|<iframe|<embed|<object|\son\w+=|inkscape|sodipodi/i);
    expect(html).toContain('<animate attributeName="opacity" values="0;1"></animate>');
    expect(html).toContain('<image href="data:image/png;base64,AA=="></image>');
    expect(html).toContain('<foreignObject><img src="x"/></foreignObject>');
    expect(html).toContain('<path d="M0 0"></path>');
  });

  it('says so when the file has no <svg>', () => {
    expect(svgComponent('<html><body>not a picture</body></html>', 'SvgX')).toEqual({ error: expect.stringContaining('no <svg> element') });
  });
});
