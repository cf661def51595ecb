import { readFileSync } from 'node:fs';
import type * as TS from 'typescript5';

/** The keys of an MDXComponents module's default export, as its source writes them. */
export interface ComponentKeys {
  keys: string[];
  /** Whether it spreads the theme's own (`...MDXComponents` of `@theme-original/MDXComponents`). */
  spreadsTheme: boolean;
}

const THEME_MODULES = new Set(['@theme-original/MDXComponents', '@theme/MDXComponents']);

/**
 * The keys of the object an MDXComponents module exports by default, read from its source (with
 * TypeScript's parser: the module is the site's, and is not run here). Undefined when the source
 * alone does not tell them all: the object is made by a call, spread from another module, used
 * anywhere but in its export (it could be changed), or has a computed key.
 */
export async function mdxComponentKeys(file: string): Promise<ComponentKeys | undefined> {
  const ts = (await import('typescript5')).default;
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);

  const themeImports = new Set<string>();
  const constants = new Map<string, TS.Expression>();
  let exported: TS.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && THEME_MODULES.has(statement.moduleSpecifier.text)) {
      const name = statement.importClause?.name?.text;
      if (name) themeImports.add(name);
    } else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer);
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      exported = statement.expression;
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const asDefault = statement.exportClause.elements.find((e) => e.name.text === 'default');
      if (asDefault) exported = ts.factory.createIdentifier((asDefault.propertyName ?? asDefault.name).text);
    }
  }

  const unwrap = (e: TS.Expression): TS.Expression =>
    ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isTypeAssertionExpression(e) || ts.isNonNullExpression(e) ? unwrap(e.expression) : e;
  let object = exported && unwrap(exported);
  /** Names the source may use only where counted: anywhere else, it could change the object. */
  const allowedUses = new Map<string, number>();
  if (object && ts.isIdentifier(object)) {
    // Its declaration and its export.
    allowedUses.set(object.text, 2);
    const initializer = constants.get(object.text);
    object = initializer && unwrap(initializer);
  }
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;

  const keys: string[] = [];
  let spreadsTheme = false;
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = unwrap(property.expression);
      if (!ts.isIdentifier(spread) || !themeImports.has(spread.text)) return undefined;
      spreadsTheme = true;
      allowedUses.set(spread.text, (allowedUses.get(spread.text) ?? 1) + 1);
      continue;
    }
    const name = property.name && keyName(ts, property.name);
    if (name === undefined) return undefined;
    keys.push(name);
  }
  for (const name of themeImports) if (!allowedUses.has(name)) allowedUses.set(name, 1);
  if (!usedOnly(ts, source, allowedUses)) return undefined;
  return { keys, spreadsTheme };
}

function keyName(ts: typeof TS, name: TS.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && (ts.isStringLiteral(name.expression) || ts.isNoSubstitutionTemplateLiteral(name.expression))) return name.expression.text;
  return undefined;
}

/** Whether each name occurs in the source no more than its count of times. */
function usedOnly(ts: typeof TS, source: TS.SourceFile, counts: Map<string, number>): boolean {
  const seen = new Map<string, number>();
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node) && counts.has(node.text)) seen.set(node.text, (seen.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...seen].every(([name, n]) => n <= counts.get(name)!);
}
