import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { extractCodeMessages } from './extractCodeMessages.ts';
import { folderWith } from '../../../../tests/helpers/files.ts';

describe('extractCodeMessages', () => {
  it('lists <Translate> and translate() messages by id, or by message when there is no id', async () => {
    const site = folderWith('extract-', {
      'src/a.tsx': `export const A = () => <p title={translate({ id: 'a.title', message: 'Title', description: 'shown on hover' })}><Translate id="a.body">  Hello
        world </Translate><Translate>{'Plain'}</Translate></p>;`,
      'src/b.ts': `const x: string = translate({ message: 'Typed' });`,
    });
    const diagnostics: Diagnostic[] = [];
    expect(await extractCodeMessages(site, ['src'], diagnostics)).toEqual({
      'a.title': { message: 'Title', description: 'shown on hover' },
      'a.body': { message: 'Hello world' },
      Plain: { message: 'Plain' },
      Typed: { message: 'Typed' },
    });
    expect(diagnostics).toEqual([]);
  });

  it('warns, at its place, about a message built at run time', async () => {
    const site = folderWith('extract-', { 'src/c.jsx': `export const C = ({ name }) => (\n  <Translate id={name}>Hi</Translate>\n);` });
    const diagnostics: Diagnostic[] = [];
    await extractCodeMessages(site, ['src'], diagnostics);
    expect(diagnostics).toMatchObject([{ severity: 'warning', code: 'translation-dynamic', file: path.join(site, 'src', 'c.jsx'), line: 2, column: 14 }]);
  });
});
