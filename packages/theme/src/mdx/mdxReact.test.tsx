import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MDXProvider, useMDXComponents, type MDXComponents } from './mdxReact.ts';

/** Lists the keys and values of the components the providers around it give. */
function Show({ components }: { components?: MDXComponents | ((outer: MDXComponents) => MDXComponents) }) {
  const given = useMDXComponents(components);
  return <>{Object.entries(given).map(([k, v]) => `${k}=${String(v)}`).join(',')}</>;
}

describe('the @mdx-js/react stand-in', () => {
  it('gives nothing outside a provider', () => {
    expect(renderToStaticMarkup(<Show />)).toBe('');
  });

  it("merges nested providers, the inner one's keys over the outer's", () => {
    const html = renderToStaticMarkup(
      <MDXProvider components={{ a: 1, b: 1 }}>
        <MDXProvider components={{ b: 2, c: 2 }}>
          <Show />
        </MDXProvider>
      </MDXProvider>,
    );
    expect(html).toBe('a=1,b=2,c=2');
  });

  it('takes a function of the outer components, and disableParentContext drops them', () => {
    const merged = renderToStaticMarkup(
      <MDXProvider components={{ a: 1 }}>
        <MDXProvider components={(outer) => ({ ...outer, a: Number(outer.a) + 1 })}>
          <Show components={{ z: 9 }} />
        </MDXProvider>
      </MDXProvider>,
    );
    expect(merged).toBe('a=2,z=9');
    const alone = renderToStaticMarkup(
      <MDXProvider components={{ a: 1 }}>
        <MDXProvider components={{ b: 2 }} disableParentContext>
          <Show />
        </MDXProvider>
      </MDXProvider>,
    );
    expect(alone).toBe('b=2');
  });
});
