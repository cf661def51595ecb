import path from 'node:path';
import type * as TS from 'typescript5';
import { toolNodeModules } from '../bundle/packagePaths.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ComponentDoc, PropDoc } from './types.ts';

export interface ExtractResult {
  components: Record<string, ComponentDoc>;
  /** Every declaration file the answer depends on, for the cache to fingerprint. */
  files: string[];
  diagnostics: Diagnostic[];
}

/** Types longer than this print as written in the declaration instead of expanded. */
const MAX_TYPE_LENGTH = 160;

/**
 * The React components exported by `modules` and their props, read from their TypeScript types
 * with the compiler API. TypeScript 7 has no JavaScript API, so this uses 5.9 (`typescript5`),
 * loaded only when a site asks for props tables.
 *
 * Props that come from React or the DOM (`className`, `onClick`, ...) are not listed one by one:
 * the interface they come from is named instead, as the component's own docs would say it.
 */
export async function extractComponents(modules: string[], siteDir: string, configFile: string): Promise<ExtractResult> {
  const ts = (await import('typescript5')).default;
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const diagnostics: Diagnostic[] = [];
  const roots: { module: string; file: string }[] = [];
  for (const module of modules) {
    const file = resolveTypes(ts, module, siteDir, options);
    if (file) roots.push({ module, file });
    else {
      diagnostics.push({
        severity: 'error',
        code: 'props-tables-module',
        file: configFile,
        message: `propsTables.modules lists "${module}", but no TypeScript types were found for it from ${siteDir}.`,
        hint: 'Install the package (it must ship .d.ts files), or give a path to a .ts/.tsx/.d.ts file relative to the site.',
      });
    }
  }
  const program = ts.createProgram({ rootNames: roots.map((r) => r.file), options, host: fallbackHost(ts, options) });
  const checker = program.getTypeChecker();
  const isLibrary = (file: TS.SourceFile) => program.isSourceFileDefaultLibrary(file) || /[\\/]node_modules[\\/]@types[\\/]/.test(file.fileName);

  const components: Record<string, ComponentDoc> = {};
  for (const root of roots) {
    const source = program.getSourceFile(root.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    const exports = checker.getExportsOfModule(moduleSymbol);
    const byName = new Map(exports.map((e) => [e.getName(), e]));
    for (const exported of exports) {
      const name = exported.getName();
      if (!/^[A-Z]/.test(name) || components[name]) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      if (!(symbol.flags & ts.SymbolFlags.Value) || !declaration) continue;
      let propsType = propsTypeOf(ts, checker, checker.getTypeOfSymbolAtLocation(symbol, declaration), declaration);
      if (propsType === undefined) continue;
      let props = propsType ? ownProps(ts, checker, propsType, declaration, isLibrary) : [];
      // A polymorphic component (`as` any element) erases its props in its own type; its exported
      // `NameProps`, taken generically, still has them.
      const named = byName.get(`${name}Props`);
      if (propsType && props.length === 0 && named) {
        const alias = named.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(named) : named;
        const declared = checker.getDeclaredTypeOfSymbol(alias);
        const fromAlias = ownProps(ts, checker, declared, alias.declarations?.[0] ?? declaration, isLibrary);
        if (fromAlias.length) {
          propsType = declared;
          props = fromAlias;
        }
      }
      components[name] = {
        name,
        module: root.module,
        description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
        props,
        inherits: propsType ? inheritedFrom(ts, checker, propsType, isLibrary) : [],
      };
    }
  }
  const files = program
    .getSourceFiles()
    .filter((f) => !program.isSourceFileDefaultLibrary(f))
    .map((f) => f.fileName);
  return { components, files, diagnostics };
}

/**
 * A compiler host that resolves what the site cannot (React's types, say, for a site outside the
 * project) from the project, as the bundler does.
 */
function fallbackHost(ts: typeof TS, options: TS.CompilerOptions): TS.CompilerHost {
  const host = ts.createCompilerHost(options);
  const projectFile = path.join(path.dirname(toolNodeModules()), 'index.ts');
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions) =>
    literals.map((literal) => {
      const own = ts.resolveModuleName(literal.text, containingFile, compilerOptions, host, undefined, redirected);
      return own.resolvedModule ? own : ts.resolveModuleName(literal.text, projectFile, compilerOptions, host);
    });
  return host;
}

/** The declaration file of a package (its `types`), or a site-relative source file. */
function resolveTypes(ts: typeof TS, module: string, siteDir: string, options: TS.CompilerOptions): string | undefined {
  if (module.startsWith('.') || path.isAbsolute(module)) {
    const file = path.resolve(siteDir, module);
    return ts.sys.fileExists(file) ? file : undefined;
  }
  // From the site first, then from the project (as the bundler resolves a site outside it).
  for (const from of [siteDir, path.dirname(toolNodeModules())]) {
    const resolved = ts.resolveModuleName(module, path.join(from, 'index.ts'), options, ts.sys).resolvedModule;
    if (resolved) return resolved.resolvedFileName;
  }
  return undefined;
}

/**
 * The props of something callable as a component (a function, `forwardRef`, `memo`): their type,
 * `null` for a component that takes none, undefined for anything else.
 */
function propsTypeOf(ts: typeof TS, checker: TS.TypeChecker, type: TS.Type, at: TS.Node): TS.Type | null | undefined {
  for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
    const [props] = signature.getParameters();
    if (!props) return null;
    if (signature.getParameters().length > 2) continue;
    const propsType = checker.getTypeOfSymbolAtLocation(props, at);
    if (propsType.getFlags() & ts.TypeFlags.Object || propsType.isUnionOrIntersection()) return propsType;
  }
  return undefined;
}

function ownProps(ts: typeof TS, checker: TS.TypeChecker, propsType: TS.Type, at: TS.Node, isLibrary: (f: TS.SourceFile) => boolean): PropDoc[] {
  const props: PropDoc[] = [];
  for (const prop of checker.getPropertiesOfType(propsType)) {
    const declarations = prop.getDeclarations() ?? [];
    if (!declarations.length || declarations.every((d) => isLibrary(d.getSourceFile()))) continue;
    const declaration = declarations[0]!;
    const tags = prop.getJsDocTags(checker);
    const tag = (name: string) => {
      const found = tags.find((t) => t.name === name);
      return found ? ts.displayPartsToString(found.text).trim() : undefined;
    };
    const required = !(prop.getFlags() & ts.SymbolFlags.Optional);
    const doc: PropDoc = {
      name: prop.getName(),
      type: printType(ts, checker, checker.getTypeOfSymbolAtLocation(prop, at), declaration, required),
      required,
      description: ts.displayPartsToString(prop.getDocumentationComment(checker)).trim(),
    };
    const defaultValue = tag('default') ?? tag('defaultValue');
    if (defaultValue !== undefined) doc.defaultValue = defaultValue;
    const deprecated = tag('deprecated');
    if (deprecated !== undefined) doc.deprecated = deprecated;
    props.push(doc);
  }
  return props;
}

/**
 * A prop's type for a reader: unions spelled out (`"primary" | "secondary"` rather than the alias
 * `Variant`), `true | false` as `boolean`, and an optional prop's `undefined` left out (the table
 * says it is optional). Very long types print as the declaration wrote them.
 */
function printType(ts: typeof TS, checker: TS.TypeChecker, type: TS.Type, declaration: TS.Declaration, required: boolean): string {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  // A polymorphic `as?: C` says what it takes through C's constraint (`ElementType`), not C.
  const print = (t: TS.Type) => checker.typeToString(t.flags & ts.TypeFlags.TypeParameter ? (t.getConstraint() ?? t) : t, undefined, flags);
  let text: string;
  if (type.isUnion()) {
    const isBoolean = (t: TS.Type) => (t.getFlags() & ts.TypeFlags.BooleanLiteral) !== 0;
    const members = type.types.filter((t) => required || !(t.getFlags() & ts.TypeFlags.Undefined));
    const booleans = members.filter(isBoolean);
    const parts = members.filter((t) => !isBoolean(t)).map(print);
    parts.push(...(booleans.length === 2 ? ['boolean'] : booleans.map(print)));
    text = parts.join(' | ');
  } else {
    text = print(type);
  }
  if (text.length > MAX_TYPE_LENGTH) {
    const written = (declaration as TS.PropertySignature).type;
    if (written) text = written.getText().replace(/\s+/g, ' ');
  }
  return text;
}

/** Where the props that React or the DOM define come from, as the props' declarations name it. */
function inheritedFrom(ts: typeof TS, checker: TS.TypeChecker, propsType: TS.Type, isLibrary: (f: TS.SourceFile) => boolean): string[] {
  const found = new Set<string>();
  const seen = new Set<TS.Type>();
  const fromLibrary = (type: TS.Type) => (type.aliasSymbol ?? type.getSymbol())?.declarations?.some((d) => isLibrary(d.getSourceFile())) ?? false;
  const visit = (type: TS.Type, depth: number) => {
    if (seen.has(type) || depth > 4) return;
    seen.add(type);
    for (const part of type.isIntersection() ? type.types : [type]) {
      if (fromLibrary(part)) {
        const name = checker.typeToString(part);
        // `ref` and `key` are every component's, not worth a line.
        if (!/^(?:React\.)?(?:RefAttributes|Attributes)\b/.test(name)) found.add(name);
        continue;
      }
      for (const declaration of (part.aliasSymbol ?? part.getSymbol())?.declarations ?? []) {
        if (!ts.isInterfaceDeclaration(declaration)) continue;
        for (const clause of declaration.heritageClauses ?? []) {
          for (const base of clause.types) {
            const baseType = checker.getTypeAtLocation(base);
            if (fromLibrary(baseType)) found.add(base.getText().replace(/\s+/g, ' '));
            else visit(baseType, depth + 1);
          }
        }
      }
    }
  };
  visit(propsType, 0);
  return [...found];
}
