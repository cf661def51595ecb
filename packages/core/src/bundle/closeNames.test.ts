import { describe, expect, it } from 'vitest';
import { closeNames, unknownNameHint } from './closeNames.ts';

const known = ['DocBreadcrumbs', 'DocBreadcrumbs/Items/Home', 'BlogSidebar', 'BlogSidebar/Mobile', 'BlogSidebar/Desktop', 'CodeBlock/CopyButton', 'Icon/Close', 'IconClose', 'Link'];

describe('closeNames', () => {
  it('puts the same letters in another case first, then typos, then the same leaf at another depth', () => {
    expect(closeNames('docbreadcrumbs', known)).toEqual(['DocBreadcrumbs']);
    expect(closeNames('DocBreadcrumb', known)).toEqual(['DocBreadcrumbs']);
    expect(closeNames('BlogSidebar/Mobil', known)).toEqual(['BlogSidebar/Mobile']);
    expect(closeNames('CopyButton', known)).toEqual(['CodeBlock/CopyButton']);
    expect(closeNames('Close', known)).toEqual(['Icon/Close']);
  });

  it('finds nothing for a name far from all of them, and never the name itself', () => {
    expect(closeNames('Lighthouse', known)).toEqual([]);
    expect(closeNames('Link', known)).toEqual([]);
  });

  it('lists at most `limit` names', () => {
    expect(closeNames('BlogSidebar/Deskto', known, 1)).toEqual(['BlogSidebar/Desktop']);
  });
});

describe('unknownNameHint', () => {
  it('says how to spell it, which names are close, or else what it was given', () => {
    expect(unknownNameHint('@theme/', 'iconclose', known, 'none')).toBe('Module names are case-sensitive: import "@theme/IconClose".');
    expect(unknownNameHint('@theme/', 'IconCloze', known, 'none')).toBe('Did you mean "@theme/IconClose" or "@theme/Icon/Close"?');
    expect(unknownNameHint('@theme/', 'Lighthouse', known, 'none')).toBe('none');
  });
});
