import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as TS from 'typescript5';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { globFiles } from '../util/globFiles.ts';
import type { TranslationFileContent } from './themeTranslations.ts';

/**
 * The messages of `<Translate>` and `translate({ ... })` in the site's own code (`src/`), by id
 * (the message itself when no id is given), as `docs write-translations` lists them in code.json.
 * Only literal text can be listed: a message or id built at run time is a warning at its place.
 */
export async function extractCodeMessages(siteDir: string, dirs: string[], diagnostics: Diagnostic[]): Promise<TranslationFileContent> {
  const ts = (await import('typescript5')).default;
  const messages: TranslationFileContent = {};
  for (const dir of dirs) {
    const root = path.resolve(siteDir, dir);
    const { files } = await globFiles(root, ['**/*.{js,jsx,ts,tsx,mjs,cjs}'], { ignore: ['**/node_modules/**', '**/*.d.ts', '**/*.test.*'] });
    for (const rel of files) {
      const file = path.join(root, rel);
      const text = await readFile(file, 'utf8');
      if (!/\bTranslate\b|\btranslate\s*\(/.test(text)) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, /\.tsx?$/.test(file) && !file.endsWith('.tsx') ? ts.ScriptKind.TS : ts.ScriptKind.TSX);
      visit(ts, source, source, file, messages, diagnostics);
    }
  }
  return messages;
}

function visit(ts: typeof TS, node: TS.Node, source: TS.SourceFile, file: string, messages: TranslationFileContent, diagnostics: Diagnostic[]): void {
  const at = (n: TS.Node) => {
    const { line, character } = source.getLineAndCharacterOfPosition(n.getStart(source));
    return { file, line: line + 1, column: character + 1 };
  };
  const add = (id: string | undefined, message: string | undefined, description: string | undefined) => {
    const key = id ?? message;
    if (key !== undefined) messages[key] = { message: message ?? key, ...(description && { description }) };
  };
  const literal = (e: TS.Expression | undefined): string | undefined => (e && (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) ? e.text : undefined);
  const dynamic = (n: TS.Node, what: string) => diagnostics.push({ severity: 'warning', code: 'translation-dynamic', ...at(n), message: `${what} is not plain text, so it cannot be listed in code.json.`, hint: 'Write the message and id as literal strings; put what changes in `values` and refer to it as {name}.' });

  if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && (ts.isJsxElement(node) ? node.openingElement : node).tagName.getText(source) === 'Translate') {
    const opening = ts.isJsxElement(node) ? node.openingElement : node;
    const attribute = (name: string): string | undefined => {
      const attr = opening.attributes.properties.find((p): p is TS.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(source) === name);
      if (!attr?.initializer) return undefined;
      if (ts.isStringLiteral(attr.initializer)) return attr.initializer.text;
      if (ts.isJsxExpression(attr.initializer)) return literal(attr.initializer.expression) ?? (dynamic(attr, `The ${name} of this <Translate>`), undefined);
      return undefined;
    };
    let message: string | undefined;
    if (ts.isJsxElement(node)) {
      const children = node.children.filter((c) => !(ts.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces));
      if (children.length === 1 && ts.isJsxText(children[0]!)) message = children[0].text.trim().replace(/\s+/g, ' ');
      else if (children.length === 1 && ts.isJsxExpression(children[0]!)) message = literal(children[0].expression);
      if (children.length > 0 && message === undefined) dynamic(node, 'The message of this <Translate>');
    }
    add(attribute('id'), message, attribute('description'));
  } else if (ts.isCallExpression(node) && node.expression.getText(source) === 'translate' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
    const prop = (name: string): string | undefined => {
      const p = (node.arguments[0] as TS.ObjectLiteralExpression).properties.find((q): q is TS.PropertyAssignment => ts.isPropertyAssignment(q) && q.name.getText(source) === name);
      if (!p) return undefined;
      return literal(p.initializer) ?? (dynamic(p, `The ${name} of this translate()`), undefined);
    };
    add(prop('id'), prop('message'), prop('description'));
  }
  ts.forEachChild(node, (child) => visit(ts, child, source, file, messages, diagnostics));
}
