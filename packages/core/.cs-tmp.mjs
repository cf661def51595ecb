var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/util/hash.ts
import { createHash } from "node:crypto";
function hashOf(...parts) {
  const h = createHash("sha1");
  for (const p of parts) h.update(p);
  return h.digest("hex").slice(0, 10);
}
var init_hash = __esm({
  "src/util/hash.ts"() {
    "use strict";
  }
});

// ../client/src/algolia.ts
function algoliaOf(themeConfig2) {
  const algolia = themeConfig2?.algolia;
  if (!algolia || typeof algolia !== "object") return void 0;
  const { appId, apiKey, indexName } = algolia;
  return typeof appId === "string" && appId && typeof apiKey === "string" && apiKey && typeof indexName === "string" && indexName ? algolia : void 0;
}
var init_algolia = __esm({
  "../client/src/algolia.ts"() {
    "use strict";
  }
});

// src/util/scanLiteral.ts
function unquote(text) {
  return text.replace(/\\(.)/g, "$1");
}
var LiteralScanner;
var init_scanLiteral = __esm({
  "src/util/scanLiteral.ts"() {
    "use strict";
    LiteralScanner = class {
      constructor(source) {
        this.source = source;
      }
      source;
      /** The offset of the next character that is not white space or a comment, from `at`. */
      skipTrivia(at) {
        const s2 = this.source;
        while (at < s2.length) {
          const c = s2[at];
          if (c === " " || c === "	" || c === "\n" || c === "\r" || c === "\f" || c === "\v" || c === "\xA0" || c === "\uFEFF") at++;
          else if (c === "/" && s2[at + 1] === "/") {
            const end = s2.indexOf("\n", at);
            at = end < 0 ? s2.length : end + 1;
          } else if (c === "/" && s2[at + 1] === "*") {
            const end = s2.indexOf("*/", at + 2);
            at = end < 0 ? s2.length : end + 2;
          } else break;
        }
        return at;
      }
      /** The offset just past a string or template literal that starts at `at`. */
      skipString(at) {
        const s2 = this.source;
        const quote = s2[at];
        let i = at + 1;
        while (i < s2.length) {
          const c = s2[i];
          if (c === "\\") i += 2;
          else if (c === quote) return i + 1;
          else if (quote === "`" && c === "$" && s2[i + 1] === "{") i = this.skipBalanced(i + 1);
          else if (c === "\n" && quote !== "`") return i;
          else i++;
        }
        return s2.length;
      }
      /** The offset just past the bracket group opening at `at` (`{`, `[` or `(`). */
      skipBalanced(at) {
        const s2 = this.source;
        let depth = 0;
        let i = at;
        while (i < s2.length) {
          i = this.skipTrivia(i);
          const c = s2[i];
          if (c === void 0) break;
          if (c === '"' || c === "'" || c === "`") {
            i = this.skipString(i);
            continue;
          }
          if (c === "{" || c === "[" || c === "(") depth++;
          else if (c === "}" || c === "]" || c === ")") {
            depth--;
            if (depth === 0) return i + 1;
          }
          i++;
        }
        return s2.length;
      }
      /**
       * The offset where the expression starting at `at` ends: the first `,` or closing bracket
       * outside any bracket, string or comment of its own.
       */
      skipExpression(at) {
        const s2 = this.source;
        let i = at;
        while (i < s2.length) {
          i = this.skipTrivia(i);
          const c = s2[i];
          if (c === void 0 || c === "," || c === "}" || c === "]" || c === ")" || c === ";") return i;
          if (c === '"' || c === "'" || c === "`") i = this.skipString(i);
          else if (c === "{" || c === "[" || c === "(") i = this.skipBalanced(i);
          else i++;
        }
        return s2.length;
      }
      /** An identifier, string or number key at `at`, with the offset after it; undefined for anything else. */
      readKey(at) {
        const s2 = this.source;
        const c = s2[at];
        if (c === '"' || c === "'") {
          const end = this.skipString(at);
          return { name: unquote(s2.slice(at + 1, end - 1)), end };
        }
        const m = /^[\p{L}\p{N}_$]+/u.exec(s2.slice(at, at + 256));
        return m ? { name: m[0], end: at + m[0].length } : void 0;
      }
      /**
       * The values of the object literal opening at `at`: each key written in it with the offsets of
       * the key and of its value. Spreads, computed keys and methods are passed over.
       */
      objectEntries(at) {
        const s2 = this.source;
        const entries = /* @__PURE__ */ new Map();
        let i = at + 1;
        while (i < s2.length) {
          i = this.skipTrivia(i);
          if (s2[i] === "}" || i >= s2.length) break;
          if (s2[i] === ",") {
            i++;
            continue;
          }
          const key = s2.startsWith("...", i) ? void 0 : this.readKey(i);
          if (!key) {
            i = this.skipExpression(s2[i] === "[" ? this.skipBalanced(i) : i + (s2.startsWith("...", i) ? 3 : 0));
            continue;
          }
          const after = this.skipTrivia(key.end);
          if (s2[after] === ":") {
            const value = this.skipTrivia(after + 1);
            if (!entries.has(key.name)) entries.set(key.name, { key: i, value });
            i = this.skipExpression(value);
          } else {
            if (!entries.has(key.name)) entries.set(key.name, { key: i, value: i });
            i = this.skipExpression(after);
          }
        }
        return entries;
      }
      /** The offsets of the elements of the array literal opening at `at` (holes and spreads counted as elements). */
      arrayElements(at) {
        const s2 = this.source;
        const elements = [];
        let i = at + 1;
        let expectElement = true;
        while (i < s2.length) {
          i = this.skipTrivia(i);
          const c = s2[i];
          if (c === void 0 || c === "]") break;
          if (c === ",") {
            if (expectElement) elements.push(i);
            expectElement = true;
            i++;
            continue;
          }
          elements.push(i);
          expectElement = false;
          i = this.skipExpression(i);
        }
        return elements;
      }
      /** 1-based line and column of an offset. */
      position(offset) {
        const before = this.source.slice(0, offset);
        const line = before.split("\n").length;
        return { line, column: offset - before.lastIndexOf("\n") };
      }
    };
  }
});

// src/util/locateValue.ts
function parseKeyPath(keyPath) {
  const path21 = [];
  for (const m of keyPath.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) path21.push(m[2] !== void 0 ? Number(m[2]) : m[1]);
  return path21;
}
function locateValue(source, path21, options = {}) {
  const scanner = new LiteralScanner(source);
  const root = exportedValue(scanner);
  if (root === void 0) return void 0;
  let at = literalAt(scanner, root);
  let keyAt;
  for (const segment of path21) {
    if (at === void 0) return void 0;
    const open = source[at];
    if (typeof segment === "number") {
      if (open !== "[") return void 0;
      const element2 = scanner.arrayElements(at)[segment];
      if (element2 === void 0) return void 0;
      keyAt = element2;
      at = literalAt(scanner, element2) ?? element2;
    } else {
      if (open !== "{") return void 0;
      const entry = scanner.objectEntries(at).get(segment);
      if (!entry) return void 0;
      keyAt = entry.key;
      at = literalAt(scanner, entry.value) ?? entry.value;
    }
  }
  const offset = options.key && keyAt !== void 0 ? keyAt : at;
  return offset === void 0 ? void 0 : scanner.position(offset);
}
function exportedValue(scanner) {
  const m = /(?:^|[\s;])(?:export\s+default\s|module\.exports\s*=)/m.exec(blankComments(scanner.source));
  return m ? scanner.skipTrivia(m.index + m[0].length) : void 0;
}
function literalAt(scanner, start, depth = 0) {
  const s2 = scanner.source;
  if (depth > 8) return void 0;
  let at = scanner.skipTrivia(start);
  const c = s2[at];
  if (c === "{" || c === "[") return at;
  if (c === "(") {
    const close = scanner.skipBalanced(at);
    const arrow = /^\s*=>/.exec(s2.slice(close, close + 16));
    if (arrow) return functionResult(scanner, close + arrow[0].length, depth);
    return literalAt(scanner, at + 1, depth + 1);
  }
  const word = /^(?:await|async|new)\b/.exec(s2.slice(at, at + 8));
  if (word) return literalAt(scanner, at + word[0].length, depth + 1);
  if (s2.startsWith("function", at)) {
    const body = s2.indexOf("{", s2.indexOf(")", at));
    return body < 0 ? void 0 : returnedLiteral(scanner, body, depth);
  }
  const name = /^[\p{L}_$][\p{L}\p{N}_$.]*/u.exec(s2.slice(at, at + 256))?.[0];
  if (!name) return void 0;
  at = scanner.skipTrivia(at + name.length);
  if (s2[at] === "(") return literalAt(scanner, at + 1, depth + 1);
  if (s2.startsWith("=>", at)) return functionResult(scanner, at + 2, depth);
  if (name.includes(".")) return void 0;
  return declaredLiteral(scanner, name, depth);
}
function functionResult(scanner, afterArrow, depth) {
  const at = scanner.skipTrivia(afterArrow);
  return scanner.source[at] === "{" ? returnedLiteral(scanner, at, depth) : literalAt(scanner, at, depth + 1);
}
function returnedLiteral(scanner, bodyStart, depth) {
  const end = scanner.skipBalanced(bodyStart);
  const body = blankComments(scanner.source.slice(0, end));
  const re = /\breturn\b/g;
  re.lastIndex = bodyStart;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    const found = literalAt(scanner, m.index + m[0].length, depth + 1);
    if (found !== void 0) return found;
  }
  return void 0;
}
function declaredLiteral(scanner, name, depth) {
  const text = blankComments(scanner.source);
  const escaped = name.replace(/\$/g, "\\$");
  const variable = new RegExp(`\\b(?:const|let|var)\\s+${escaped}\\s*(?::[^=]+)?=(?!=)`).exec(text);
  if (variable) return literalAt(scanner, variable.index + variable[0].length, depth + 1);
  const declared = new RegExp(`\\bfunction\\s+${escaped}\\s*\\(`).exec(text);
  if (declared) {
    const body = text.indexOf("{", scanner.skipBalanced(declared.index + declared[0].length - 1));
    return body < 0 ? void 0 : returnedLiteral(scanner, body, depth);
  }
  return void 0;
}
function blankComments(source) {
  const scanner = new LiteralScanner(source);
  let out = "";
  let i = 0;
  while (i < source.length) {
    const next = scanner.skipTrivia(i);
    if (next > i) {
      out += source.slice(i, next).replace(/[^\n]/g, " ");
      i = next;
      continue;
    }
    const c = source[i];
    if (c === '"' || c === "'" || c === "`") {
      const end = scanner.skipString(i);
      out += c + source.slice(i + 1, end - 1).replace(/[^\n]/g, " ") + (end - 1 > i ? source[end - 1] : "");
      i = end;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}
var init_locateValue = __esm({
  "src/util/locateValue.ts"() {
    "use strict";
    init_scanLiteral();
  }
});

// src/config/locateKey.ts
function locateKey(source, keyPath) {
  const path21 = parseKeyPath(keyPath);
  for (let depth = path21.length; depth > 0; depth--) {
    const prefix = path21.slice(0, depth);
    for (const place of [prefix, ...docusaurusPlaces(prefix)]) {
      const at = locateValue(source, place, { key: true });
      if (at) return at;
    }
  }
  return searchKey(source, keyPath);
}
function docusaurusPlaces(path21) {
  const [head, ...rest] = path21;
  const presets = (inner) => Array.from({ length: MAX_PRESET_INDEX }, (_, i) => ["presets", i, 1, ...inner]);
  if (head === "docs" || head === "blog" || head === "pages") return presets(path21);
  if (head === "themeConfig" && rest[0] === "customCss") return presets(["theme", ...rest]);
  const plugins = (inner) => inner.length === 0 ? [] : Array.from({ length: MAX_PLUGIN_INDEX }, (_, i) => ["plugins", i, 1, ...inner]);
  if (head === "sitemap" || head === "debug") return [...presets(path21), ...plugins(rest)];
  if (head === "clientRedirects" || head === "pwa" || head === "idealImage") return plugins(rest);
  if (head === "gtag" || head === "googleTagManager") return [...presets(path21), ...plugins(rest)];
  if (typeof head === "string" && ["navbar", "footer", "announcementBar", "colorMode", "image", "metadata"].includes(head)) return [["themeConfig", ...path21]];
  return [];
}
function searchKey(source, keyPath) {
  const names = keyPath.replace(/\[\d+\]/g, "").split(".").filter(Boolean);
  let from = 0;
  let at = -1;
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const re = new RegExp(`(?:^|[\\s{,])(?:${escaped}|'${escaped}'|"${escaped}")\\s*:`, "g");
    re.lastIndex = from;
    const m = re.exec(source);
    if (!m) return at < 0 ? void 0 : toPosition(source, at);
    at = m.index + (/[\s{,]/.test(m[0][0]) ? 1 : 0);
    from = at + name.length;
  }
  return at < 0 ? void 0 : toPosition(source, at);
}
function toPosition(source, offset) {
  const before = source.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}
var MAX_PRESET_INDEX, MAX_PLUGIN_INDEX;
var init_locateKey = __esm({
  "src/config/locateKey.ts"() {
    "use strict";
    init_locateValue();
    MAX_PRESET_INDEX = 4;
    MAX_PLUGIN_INDEX = 24;
  }
});

// src/diagnostics/colour.ts
var sgr, COLOURS;
var init_colour = __esm({
  "src/diagnostics/colour.ts"() {
    "use strict";
    sgr = (code) => (text) => `\x1B[${code}m${text}\x1B[39m`;
    COLOURS = { red: sgr(31), yellow: sgr(33), green: sgr(32) };
  }
});

// src/diagnostics/displayPath.ts
var init_displayPath = __esm({
  "src/diagnostics/displayPath.ts"() {
    "use strict";
  }
});

// src/diagnostics/diagnostic.ts
function codeFrame(source, line, column, context = 2) {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? ">" : " ";
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ""}`);
    if (n === line) out.push(`  ${" ".repeat(width)} | ${" ".repeat(Math.max(0, column - 1))}^`);
  }
  return out.join("\n");
}
var BuildError;
var init_diagnostic = __esm({
  "src/diagnostics/diagnostic.ts"() {
    "use strict";
    init_colour();
    init_displayPath();
    BuildError = class extends Error {
      constructor(diagnostics) {
        super(diagnostics.map((d) => d.message).join("\n"));
        this.diagnostics = diagnostics;
        this.name = "BuildError";
      }
      diagnostics;
    };
  }
});

// src/util/importTypeScript.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire, isBuiltin } from "node:module";
import * as esbuild from "esbuild";
async function importTypeScript(file, siteDir) {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    // Bundled in, not resolved at run time: a site anywhere on disk can use `defineConfig`.
    plugins: [
      {
        name: "docs-core-config",
        setup(b) {
          b.onResolve({ filter: /^@docs\/core\/config$/ }, () => ({ path: defineConfigSource() }));
          b.onResolve({ filter: /^[^./]/ }, (args) => packageFromTool(args.path, args.resolveDir));
        }
      }
    ],
    write: false,
    logLevel: "silent",
    target: "node20"
  });
  const outDir = path.join(siteDir, ".docs", "modules");
  await mkdir(outDir, { recursive: true });
  const text = result.outputFiles[0].text;
  const outFile = path.join(outDir, `${path.basename(file).replace(/\.\w+$/, "")}-${hashOf(text)}.mjs`);
  await writeFile(outFile, text);
  return await import(pathToFileURL(outFile).href);
}
function packageFromTool(specifier, resolveDir) {
  if (specifier.startsWith("node:") || isBuiltin(specifier)) return void 0;
  try {
    createRequire(path.join(resolveDir, "noop.js")).resolve(specifier);
    return void 0;
  } catch (error) {
    if (error.code === "ERR_PACKAGE_PATH_NOT_EXPORTED") return void 0;
    try {
      return { path: fileURLToPath(import.meta.resolve(specifier)), external: true };
    } catch {
      return void 0;
    }
  }
}
function defineConfigSource() {
  const pkg = createRequire(import.meta.url).resolve("@docs/core/package.json");
  return path.join(path.dirname(pkg), "src", "config", "defineConfig.ts");
}
var init_importTypeScript = __esm({
  "src/util/importTypeScript.ts"() {
    "use strict";
    init_hash();
  }
});

// src/util/editDistance.ts
function editDistance(a, b, max = 64) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}
function closestName(name, known, max = 2) {
  const best = known.map((k) => ({ k, d: editDistance(name.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d)[0];
  return best && best.d <= max ? best.k : void 0;
}
var init_editDistance = __esm({
  "src/util/editDistance.ts"() {
    "use strict";
  }
});

// src/config/validate.ts
function describe(schema) {
  switch (schema.kind) {
    case "literal":
      return schema.values.map((v) => JSON.stringify(v)).join(" | ");
    case "array":
      return `array of ${describe(schema.of)}`;
    case "record":
      return `object of ${describe(schema.of)}`;
    case "object":
      return "object";
    case "union":
    case "switch":
    case "pattern":
      return schema.describe;
    case "false-or":
      return `false or ${describe(schema.of)}`;
    default:
      return schema.kind;
  }
}
function typeOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "string") return `string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + "\u2026" : value)}`;
  if (typeof value === "number" || typeof value === "boolean") return `${typeof value} ${value}`;
  return typeof value;
}
function validate(value, schema, path21 = "") {
  const fail = () => [{ key: path21 || "(root)", expected: describe(schema), received: typeOf(value) }];
  switch (schema.kind) {
    case "any":
      return [];
    case "string":
    case "number":
    case "boolean":
    case "function":
      return typeof value === schema.kind ? [] : fail();
    case "literal":
      return schema.values.includes(value) ? [] : fail();
    case "pattern":
      return typeof value === "string" && schema.re.test(value) ? [] : fail();
    case "array":
      if (!Array.isArray(value)) return fail();
      return value.flatMap((item, i) => validate(item, schema.of, join(path21, i)));
    case "record":
      if (typeof value !== "object" || value === null || Array.isArray(value)) return fail();
      return Object.entries(value).flatMap(([k, v]) => validate(v, schema.of, join(path21, k)));
    case "false-or":
      return value === false ? [] : validate(value, schema.of, path21);
    case "switch": {
      const picked = schema.pick(value);
      return picked ? validate(value, picked, path21) : fail();
    }
    case "union": {
      let best;
      for (const branch of schema.of) {
        const issues = validate(value, branch, path21);
        if (issues.length === 0) return [];
        const deep = issues.every((i) => i.key !== (path21 || "(root)"));
        if (deep && (!best || issues.length < best.length)) best = issues;
      }
      return best ?? fail();
    }
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return fail();
      const issues = [];
      const record = value;
      for (const key of Object.keys(record)) {
        const field = schema.fields[key];
        if (!field) {
          if (schema.open) continue;
          issues.push({ key: join(path21, key), expected: `one of the known keys (${Object.keys(schema.fields).join(", ")})`, received: "an unknown key", suggestion: closestName(key, Object.keys(schema.fields)) });
        } else if (record[key] !== void 0) {
          issues.push(...validate(record[key], field, join(path21, key)));
        }
      }
      for (const key of schema.required ?? []) {
        if (record[key] === void 0) issues.push({ key: join(path21, key), expected: describe(schema.fields[key]), received: "nothing (it is required)" });
      }
      return issues;
    }
  }
}
var s, join;
var init_validate = __esm({
  "src/config/validate.ts"() {
    "use strict";
    init_editDistance();
    s = {
      string: { kind: "string" },
      number: { kind: "number" },
      boolean: { kind: "boolean" },
      any: { kind: "any" },
      function: { kind: "function" },
      literal: (...values) => ({ kind: "literal", values }),
      array: (of) => ({ kind: "array", of }),
      record: (of) => ({ kind: "record", of }),
      object: (fields, required = []) => ({ kind: "object", fields, required }),
      /** An object whose other keys are passed on as they are (Docusaurus's `.unknown()`: a link's `rel`, `data-*`...). */
      open: (fields, required = []) => ({ kind: "object", fields, required, open: true }),
      union: (describe3, ...of) => ({ kind: "union", of, describe: describe3 }),
      falseOr: (of) => ({ kind: "false-or", of }),
      /** A string matching `re`. */
      pattern: (re, describe3) => ({ kind: "pattern", re, describe: describe3 }),
      switch: (describe3, pick) => ({ kind: "switch", pick, describe: describe3 })
    };
    join = (path21, key) => typeof key === "number" ? `${path21}[${key}]` : path21 ? `${path21}.${key}` : key;
  }
});

// src/config/schema.ts
var position, stringOrNumber, reporting, nonEmpty, trackingID, attributes, linkFields, linkWithTarget, linkWithoutTarget, has, linkItem, docItem, docSidebarItem, htmlItem, typeOf2, hasItems, dropdownChild, dropdownItem, versionOrLocaleDropdown, searchItem, docsVersionItem, navbarItem, logo, footerLinkFields, footerLink, footerGroup, isGroup, footerLinks, contentPlugins, stringOrFunction, sharedContent, componentKeys, tags, inlineReport, isRegExp, docsFields, docs, docsInstances, feedType, blogFields, blog, blogInstances, pages, headAsset, reportingOrFunction, prismTheme, themeConfig, siteConfigSchema;
var init_schema = __esm({
  "src/config/schema.ts"() {
    "use strict";
    init_validate();
    position = s.literal("left", "right");
    stringOrNumber = s.union("string or number", s.string, s.number);
    reporting = s.literal("ignore", "log", "warn", "throw");
    nonEmpty = s.pattern(/\S/, "a non-empty string");
    trackingID = s.switch("a tracking ID or a non-empty list of them", (value) => !Array.isArray(value) ? nonEmpty : value.length ? s.array(nonEmpty) : void 0);
    attributes = s.record(s.union("string or boolean", s.string, s.boolean, s.literal(null)));
    linkFields = {
      type: s.literal("default", "link"),
      label: s.string,
      html: s.string,
      to: s.string,
      href: s.string,
      activeBasePath: s.string,
      activeBaseRegex: s.string,
      prependBaseUrlToHref: s.boolean,
      target: s.string,
      className: s.string,
      "aria-label": s.string,
      position
    };
    linkWithTarget = s.open(linkFields);
    linkWithoutTarget = s.open(linkFields, ["to"]);
    has = (value, key) => typeof value === "object" && value !== null && value[key] !== void 0;
    linkItem = s.switch("link", (value) => has(value, "to") || has(value, "href") ? linkWithTarget : linkWithoutTarget);
    docItem = s.open({ type: s.literal("doc"), docId: s.string, label: s.string, html: s.string, className: s.string, position, docsPluginId: s.string }, ["type", "docId"]);
    docSidebarItem = s.open({ type: s.literal("docSidebar"), sidebarId: s.string, label: s.string, html: s.string, className: s.string, position, docsPluginId: s.string }, ["type", "sidebarId"]);
    htmlItem = s.object({ type: s.literal("html"), value: s.string, className: s.string, position }, ["type", "value"]);
    typeOf2 = (value) => typeof value === "object" && value !== null ? value.type : void 0;
    hasItems = (value) => typeof value === "object" && value !== null && "items" in value;
    dropdownChild = s.switch("dropdown item (a link, doc, docSidebar or html item; dropdowns do not nest)", (value) => {
      const type = typeOf2(value);
      if (type === void 0) return hasItems(value) ? void 0 : linkItem;
      return { default: linkItem, link: linkItem, doc: docItem, docSidebar: docSidebarItem, html: htmlItem }[type];
    });
    dropdownItem = s.open({ type: s.literal("dropdown"), label: s.string, html: s.string, position, className: s.string, to: s.string, items: s.array(dropdownChild) }, ["items"]);
    versionOrLocaleDropdown = s.open({ type: s.literal("docsVersionDropdown", "localeDropdown"), position, className: s.string, label: s.string, dropdownItemsBefore: s.array(dropdownChild), dropdownItemsAfter: s.array(dropdownChild), docsPluginId: s.string, dropdownActiveClassDisabled: s.boolean, queryString: s.string }, ["type"]);
    searchItem = s.object({ type: s.literal("search"), position, className: s.string }, ["type"]);
    docsVersionItem = s.open({ type: s.literal("docsVersion"), label: s.string, to: s.string, position, className: s.string, docsPluginId: s.string }, ["type"]);
    navbarItem = s.switch("navbar item (link, doc, docSidebar, html, dropdown, docsVersion, docsVersionDropdown, localeDropdown or search)", (value) => {
      const type = typeOf2(value);
      if (type === void 0) return hasItems(value) ? dropdownItem : linkItem;
      const byType = { default: linkItem, link: linkItem, doc: docItem, docSidebar: docSidebarItem, html: htmlItem, dropdown: dropdownItem, docsVersion: docsVersionItem, docsVersionDropdown: versionOrLocaleDropdown, localeDropdown: versionOrLocaleDropdown, search: searchItem };
      return byType[type];
    });
    logo = s.object(
      { alt: s.string, src: s.string, srcDark: s.string, href: s.string, target: s.string, width: stringOrNumber, height: stringOrNumber, className: s.string, style: s.record(stringOrNumber) },
      ["src"]
    );
    footerLinkFields = { label: s.string, to: s.string, href: s.string, html: s.string, target: s.string, className: s.string, "aria-label": s.string };
    footerLink = s.switch("footer link", (value) => has(value, "html") ? s.open(footerLinkFields) : has(value, "to") || has(value, "href") ? s.open(footerLinkFields, ["label"]) : s.open(footerLinkFields, ["label", "to"]));
    footerGroup = s.object({ title: s.union("string or null", s.string, s.literal(null)), items: s.array(footerLink) }, ["items"]);
    isGroup = (value) => hasItems(value) || typeof value === "object" && value !== null && "title" in value;
    footerLinks = s.switch("array of link columns ({ title, items }) or array of links (a simple footer), not a mix of the two", (value) => {
      if (!Array.isArray(value)) return void 0;
      if (value.every(isGroup)) return s.array(footerGroup);
      if (!value.some(isGroup)) return s.array(footerLink);
      return void 0;
    });
    contentPlugins = { remarkPlugins: s.array(s.any), beforeDefaultRemarkPlugins: s.array(s.any), rehypePlugins: s.array(s.any), beforeDefaultRehypePlugins: s.array(s.any), recmaPlugins: s.array(s.any) };
    stringOrFunction = s.union("string or function", s.string, s.function);
    sharedContent = {
      id: s.string,
      include: s.array(s.string),
      exclude: s.array(s.string),
      showLastUpdateTime: s.boolean,
      showLastUpdateAuthor: s.boolean,
      editLocalizedFiles: s.boolean,
      admonitions: s.union("boolean or object", s.boolean, s.record(s.any)),
      ...contentPlugins
    };
    componentKeys = (...names) => Object.fromEntries(names.map((n) => [n, s.string]));
    tags = s.union("string, false or null", s.string, s.literal(false, null));
    inlineReport = s.literal("ignore", "log", "warn", "throw");
    isRegExp = (value) => Object.prototype.toString.call(value) === "[object RegExp]";
    docsFields = {
      ...sharedContent,
      path: s.string,
      routeBasePath: s.string,
      tagsBasePath: s.string,
      sidebarPath: s.union("string or false", s.string, s.literal(false)),
      sidebarItemsGenerator: s.function,
      numberPrefixParser: s.union("boolean or function", s.boolean, s.function),
      toc: s.object({ minHeadingLevel: s.literal(2, 3, 4, 5, 6), maxHeadingLevel: s.literal(2, 3, 4, 5, 6) }),
      editUrl: stringOrFunction,
      editCurrentVersion: s.boolean,
      currentVersionLabel: s.string,
      breadcrumbs: s.boolean,
      sidebarCollapsible: s.boolean,
      sidebarCollapsed: s.boolean,
      disableVersioning: s.boolean,
      includeCurrentVersion: s.boolean,
      lastVersion: s.string,
      onlyIncludeVersions: s.array(s.string),
      versions: s.record(s.object({ label: s.string, path: s.string, banner: s.literal("none", "unreleased", "unmaintained"), badge: s.boolean, noIndex: s.boolean, className: s.string })),
      tags,
      onInlineTags: inlineReport,
      ...componentKeys("docsRootComponent", "docVersionRootComponent", "docRootComponent", "docItemComponent", "docTagsListComponent", "docTagDocListComponent", "docCategoryGeneratedIndexComponent")
    };
    docs = s.falseOr(s.object(docsFields));
    docsInstances = s.array(s.object(docsFields, ["id", "path", "routeBasePath"]));
    feedType = s.literal("rss", "atom", "json");
    blogFields = {
      ...sharedContent,
      path: s.string,
      routeBasePath: s.string,
      tagsBasePath: s.string,
      pageBasePath: s.string,
      archiveBasePath: s.union("string or null", s.string, s.literal(null)),
      authorsBasePath: s.string,
      postsPerPage: s.union('number or "ALL"', s.number, s.literal("ALL")),
      blogTitle: s.string,
      blogDescription: s.string,
      blogSidebarTitle: s.string,
      blogSidebarCount: s.union('number or "ALL"', s.number, s.literal("ALL")),
      products: s.record(s.string),
      truncateMarker: s.switch("a regular expression", (value) => isRegExp(value) ? s.any : void 0),
      showReadingTime: s.boolean,
      readingTime: s.function,
      feedOptions: s.object({
        type: s.union('"rss", "atom", "json", "all", an array of them, or null', s.literal("rss", "atom", "json", "all", null), s.array(feedType)),
        title: s.string,
        description: s.string,
        copyright: s.string,
        language: s.string,
        limit: s.union("number, false or null", s.number, s.literal(false, null)),
        xslt: s.union("boolean or object", s.boolean, s.record(s.any)),
        createFeedItems: s.function
      }),
      editUrl: stringOrFunction,
      authorsMapPath: s.string,
      sortPosts: s.literal("ascending", "descending"),
      processBlogPosts: s.function,
      tags,
      onInlineTags: inlineReport,
      onInlineAuthors: inlineReport,
      onUntruncatedBlogPosts: inlineReport,
      ...componentKeys("blogListComponent", "blogPostComponent", "blogTagsListComponent", "blogTagsPostsComponent", "blogArchiveComponent", "blogAuthorsPostsComponent", "blogAuthorsListComponent")
    };
    blog = s.falseOr(s.object(blogFields));
    blogInstances = s.array(s.object(blogFields, ["id", "path", "routeBasePath"]));
    pages = s.falseOr(s.object({ ...sharedContent, path: s.string, routeBasePath: s.string, editUrl: stringOrFunction, mdxPageComponent: s.string }));
    headAsset = (required) => s.switch(`string, or object with ${required}`, (value) => typeof value === "string" ? s.string : s.open({ [required]: s.string }, [required]));
    reportingOrFunction = s.union('"ignore", "log", "warn", "throw" or function', reporting, s.function);
    prismTheme = s.object({ plain: s.any, styles: s.any }, ["plain", "styles"]);
    themeConfig = s.open({
      prism: s.open({
        theme: prismTheme,
        darkTheme: prismTheme,
        defaultLanguage: s.string,
        additionalLanguages: s.array(s.string),
        magicComments: s.array(s.object({ className: s.string, line: s.string, block: s.object({ start: s.string, end: s.string }, ["start", "end"]) }, ["className"]))
      }),
      algolia: s.record(s.any),
      docs: s.object({ versionPersistence: s.literal("localStorage", "none"), sidebar: s.object({ hideable: s.boolean, autoCollapseCategories: s.boolean }) }),
      tableOfContents: s.object({ minHeadingLevel: s.literal(2, 3, 4, 5, 6), maxHeadingLevel: s.literal(2, 3, 4, 5, 6) }),
      customCss: s.union("string or array of strings", s.string, s.array(s.string))
    });
    siteConfigSchema = s.object(
      {
        title: s.string,
        tagline: s.string,
        url: s.string,
        baseUrl: s.string,
        favicon: s.string,
        image: s.string,
        metadata: s.array(s.record(s.string)),
        noIndex: s.boolean,
        titleDelimiter: s.string,
        trailingSlash: s.boolean,
        onBrokenLinks: reporting,
        onBrokenMarkdownLinks: reporting,
        onBrokenAnchors: reporting,
        onDuplicateRoutes: reporting,
        stylesheets: s.array(headAsset("href")),
        scripts: s.array(headAsset("src")),
        headTags: s.array(s.object({ tagName: s.pattern(/^[a-zA-Z][\w:.-]*$/, "an HTML tag name (letters, digits, -)"), attributes, innerHTML: s.string }, ["tagName"])),
        clientModules: s.array(s.string),
        staticDirectories: s.array(s.string),
        baseUrlIssueBanner: s.boolean,
        i18n: s.object({
          defaultLocale: s.string,
          locales: s.array(s.string),
          path: s.string,
          localeConfigs: s.record(s.open({ label: s.string, direction: s.literal("ltr", "rtl"), htmlLang: s.string, calendar: s.string, path: s.string, baseUrl: s.string, url: s.string, translate: s.boolean }))
        }),
        docs,
        docsInstances,
        blog,
        blogInstances,
        pages,
        markdown: s.object({
          format: s.literal("mdx", "md", "detect"),
          mermaid: s.boolean,
          mdx1Compat: s.object({ comments: s.boolean, admonitions: s.boolean, headingIds: s.boolean }),
          hooks: s.object({ onBrokenMarkdownLinks: reportingOrFunction, onBrokenMarkdownImages: reportingOrFunction }),
          anchors: s.object({ maintainCase: s.boolean }),
          emoji: s.boolean,
          parseFrontMatter: s.function,
          preprocessor: s.function,
          remarkRehypeOptions: s.record(s.any)
        }),
        navbar: s.object({
          title: s.union("string or null", s.string, s.literal(null)),
          logo,
          style: s.literal("primary", "dark"),
          hideOnScroll: s.boolean,
          items: s.array(navbarItem)
        }),
        footer: s.object({ style: s.literal("light", "dark"), logo, links: footerLinks, copyright: s.string }),
        announcementBar: s.object({ id: s.string, content: s.string, backgroundColor: s.string, textColor: s.string, isCloseable: s.boolean }, ["content"]),
        colorMode: s.object({ defaultMode: s.literal("light", "dark"), disableSwitch: s.boolean, respectPrefersColorScheme: s.boolean }),
        search: s.boolean,
        propsTables: s.object({ modules: s.array(s.string) }, ["modules"]),
        infima: s.boolean,
        themeConfig,
        customFields: s.record(s.any),
        csp: s.record(s.array(s.string)),
        gtag: s.object({ trackingID, anonymizeIP: s.boolean }, ["trackingID"]),
        googleTagManager: s.object({ containerId: nonEmpty }, ["containerId"]),
        sitemap: s.falseOr(s.object({
          lastmod: s.literal("date", "datetime", null),
          changefreq: s.literal("always", "hourly", "daily", "weekly", "monthly", "yearly", "never", null),
          priority: s.union("number from 0 to 1, or null", s.switch("number from 0 to 1", (v) => typeof v === "number" && v >= 0 && v <= 1 ? s.number : void 0), s.literal(null)),
          ignorePatterns: s.array(s.string),
          filename: s.pattern(/^[^/\\]+$/, "a file name (no folders)"),
          createSitemapItems: s.function
        })),
        clientRedirects: s.object({
          redirects: s.array(s.object({ from: s.union("path or list of paths", s.string, s.array(s.string)), to: s.string }, ["from", "to"])),
          fromExtensions: s.array(s.string),
          toExtensions: s.array(s.string),
          createRedirects: s.function
        }),
        pwa: s.open({
          offlineModeActivationStrategies: s.array(s.literal("appInstalled", "standalone", "queryString", "mobile", "saveData", "always")),
          pwaHead: s.array(s.open({ tagName: s.pattern(/^[a-zA-Z][\w-]*$/, "an HTML tag name") }, ["tagName"])),
          debug: s.boolean
        }),
        idealImage: s.object({ sizes: s.array(s.number), size: s.number, min: s.number, max: s.number, steps: s.number, quality: s.number, name: s.string, disableInDev: s.boolean }),
        debug: s.boolean,
        deployEnv: s.record(s.string),
        compress: s.literal(true, false, "brotli", "gzip"),
        staticDir: s.string,
        pagesDir: s.string
      },
      ["title", "url"]
    );
  }
});

// src/content/paths.ts
function joinUrl(...parts) {
  const joined = ("/" + parts.filter(Boolean).join("/")).replace(/\/{2,}/g, "/");
  return joined.length > 1 ? joined.replace(/\/+$/, "") : joined;
}
var init_paths = __esm({
  "src/content/paths.ts"() {
    "use strict";
  }
});

// src/write/compressSetting.ts
function encodingsOf(setting) {
  if (setting === true) return ["br", "gzip"];
  if (setting === "brotli") return ["br"];
  if (setting === "gzip") return ["gzip"];
  return [];
}
var init_compressSetting = __esm({
  "src/write/compressSetting.ts"() {
    "use strict";
  }
});

// ../docusaurus/src/configFiles.ts
var DOCUSAURUS_CONFIG_FILES, isDocusaurusConfigFile;
var init_configFiles = __esm({
  "../docusaurus/src/configFiles.ts"() {
    "use strict";
    DOCUSAURUS_CONFIG_FILES = ["docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.cts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs"];
    isDocusaurusConfigFile = (file) => /(?:^|[\\/])docusaurus\.config\.[cm]?[jt]s$/.test(file);
  }
});

// src/config/unsupportedKeys.ts
function valueAt(config, key) {
  let value = config;
  for (const part of key.split(".")) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return void 0;
    value = value[part];
  }
  return value;
}
function warnUnsupported(config, configFile, source) {
  const found = [];
  for (const entry of UNSUPPORTED) {
    const value = valueAt(config, entry.key);
    if (value === void 0 || !(entry.applies ?? (() => true))(value, config)) continue;
    found.push(entry);
  }
  for (const section of ["docs", "blog"]) {
    const instances = config[`${section}Instances`];
    if (!Array.isArray(instances)) continue;
    instances.forEach((instance, i) => {
      for (const entry of UNSUPPORTED) {
        if (!entry.key.startsWith(`${section}.`) || entry.key === `${section}.id`) continue;
        const value = valueAt(instance ?? {}, entry.key.slice(section.length + 1));
        if (value === void 0 || !(entry.applies ?? (() => true))(value, config)) continue;
        found.push({ key: `${section}Instances[${i}].${entry.key.slice(section.length + 1)}`, loses: entry.loses });
      }
    });
  }
  const items = valueAt(config, "navbar.items");
  if (Array.isArray(items)) {
    items.forEach((item, i) => {
      for (const extra of DROPDOWN_EXTRAS) {
        if (item?.type === "localeDropdown" && nonEmpty2(item[extra])) found.push({ key: `navbar.items[${i}].${extra}`, loses: `the ${item.type} shows its own entries only; these items are not added to it` });
      }
    });
  }
  return found.map(({ key, loses }) => {
    const at = source === void 0 ? void 0 : locateKey(source, key);
    return {
      severity: "warning",
      code: "config-unsupported",
      file: configFile,
      ...at && source !== void 0 ? { line: at.line, column: at.column, frame: codeFrame(source, at.line, at.column) } : {},
      message: `Config key \`${key}\` is accepted but not supported: ${loses}.`,
      hint: "Remove the key to silence this warning, or keep it for when the site builds with Docusaurus too."
    };
  });
}
var isTrue, isFunction, nonEmpty2, COMPONENT, contentKeys, UNSUPPORTED, DROPDOWN_EXTRAS;
var init_unsupportedKeys = __esm({
  "src/config/unsupportedKeys.ts"() {
    "use strict";
    init_diagnostic();
    init_locateKey();
    init_algolia();
    isTrue = (value) => value === true;
    isFunction = (value) => typeof value === "function";
    nonEmpty2 = (value) => Array.isArray(value) ? value.length > 0 : typeof value === "object" && value !== null ? Object.keys(value).length > 0 : value !== void 0;
    COMPONENT = "the route is rendered by the theme's own component, not the one named here (swizzle the theme component instead)";
    contentKeys = (section) => [
      section === "pages" ? { key: "pages.id", loses: "one pages plugin instance is built; ids of several instances are not" } : { key: `${section}.id`, loses: `the first ${section} is the \`default\` instance whatever its id; further ones are \`${section}Instances\``, applies: (v) => v !== "default" },
      { key: `${section}.admonitions`, loses: "admonition keywords and options stay the built-in ones", applies: (v) => v !== true },
      { key: `${section}.recmaPlugins`, loses: "recma plugins are not run", applies: nonEmpty2 }
    ];
    UNSUPPORTED = [
      { key: "markdown.emoji", loses: ":shortcode: emoji are left as written", applies: isTrue },
      { key: "markdown.remarkRehypeOptions", loses: "these options are not passed to the Markdown-to-HTML step", applies: nonEmpty2 },
      { key: "markdown.hooks.onBrokenMarkdownLinks", loses: "the function is not called: broken Markdown links are warnings", applies: isFunction },
      { key: "markdown.hooks.onBrokenMarkdownImages", loses: "the function is not called: missing images are warnings", applies: isFunction },
      ...contentKeys("docs"),
      ...["docsRootComponent", "docVersionRootComponent", "docRootComponent", "docItemComponent", "docTagsListComponent", "docTagDocListComponent", "docCategoryGeneratedIndexComponent"].map((k) => ({ key: `docs.${k}`, loses: COMPONENT })),
      ...contentKeys("blog"),
      { key: "blog.authorsBasePath", loses: "there are no author pages" },
      { key: "blog.authorsMapPath", loses: "authors are read from the blog folder's authors.yml", applies: (v) => v !== "authors.yml" },
      { key: "blog.onInlineAuthors", loses: "inline authors are not reported", applies: (v) => v === "throw" },
      { key: "blog.onUntruncatedBlogPosts", loses: "posts without a truncate marker are not reported", applies: (v) => v === "throw" },
      ...["blogListComponent", "blogPostComponent", "blogTagsListComponent", "blogTagsPostsComponent", "blogArchiveComponent", "blogAuthorsPostsComponent", "blogAuthorsListComponent"].map((k) => ({ key: `blog.${k}`, loses: COMPONENT })),
      { key: "themeConfig.algolia", loses: "Algolia DocSearch needs `appId`, `apiKey` and `indexName`: without all three, the local search (an index built with the site, the search box and /search page) stands in", applies: (v) => !algoliaOf({ algolia: v }) },
      ...contentKeys("pages"),
      { key: "pages.mdxPageComponent", loses: COMPONENT },
      { key: "pages.editUrl", loses: "Markdown pages show no edit link" },
      { key: "pages.showLastUpdateTime", loses: "Markdown pages show no last-update line", applies: isTrue },
      { key: "pages.showLastUpdateAuthor", loses: "Markdown pages show no last-update line", applies: isTrue }
    ];
    DROPDOWN_EXTRAS = ["dropdownItemsBefore", "dropdownItemsAfter"];
  }
});

// src/util/moduleFormat.ts
import { readFileSync } from "node:fs";
import path2 from "node:path";
function moduleFormatOf(file) {
  if (/\.c[jt]s$/.test(file)) return "commonjs";
  if (/\.m[jt]s$/.test(file)) return "module";
  return packageTypeAt(path2.dirname(file));
}
function packageTypeAt(dir) {
  for (let at = dir; ; at = path2.dirname(at)) {
    let text;
    try {
      text = readFileSync(path2.join(at, "package.json"), "utf8");
    } catch {
      text = void 0;
    }
    if (text !== void 0) {
      try {
        return JSON.parse(text).type === "module" ? "module" : "commonjs";
      } catch {
        return "commonjs";
      }
    }
    if (path2.dirname(at) === at) return "commonjs";
  }
}
var init_moduleFormat = __esm({
  "src/util/moduleFormat.ts"() {
    "use strict";
  }
});

// src/util/resolveFallback.ts
import Module from "node:module";
import path3 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
function allowFallbackResolution(siteFolder, resolveMissing) {
  if (!siteFolders.has(siteFolder) || resolveMissing) siteFolders.set(siteFolder, resolveMissing);
  if (installed) return;
  installed = true;
  const original = resolver._resolveFilename;
  const tool = { id: "docs", filename: fileURLToPath2(import.meta.url), paths: resolver._nodeModulePaths(path3.dirname(fileURLToPath2(import.meta.url))) };
  resolver._resolveFilename = function resolveWithFallback(request, parent, ...rest) {
    try {
      return original.call(this, request, parent, ...rest);
    } catch (error) {
      const from = parent?.filename;
      const folder = from && !/[\\/]node_modules[\\/]/.test(from) ? [...siteFolders.keys()].find((dir) => from.startsWith(dir + path3.sep)) : void 0;
      if (folder === void 0 || error.code !== "MODULE_NOT_FOUND" || /^[./]|^node:/.test(request) || path3.isAbsolute(request)) throw error;
      try {
        return original.call(this, request, tool, ...rest);
      } catch {
        const stand = siteFolders.get(folder)?.(request);
        if (stand) return stand;
        throw error;
      }
    }
  };
}
var resolver, siteFolders, installed;
var init_resolveFallback = __esm({
  "src/util/resolveFallback.ts"() {
    "use strict";
    resolver = Module;
    siteFolders = /* @__PURE__ */ new Map();
    installed = false;
  }
});

// src/util/evaluateModule.ts
import { readFileSync as readFileSync2 } from "node:fs";
import Module2, { SourceMap } from "node:module";
import path4 from "node:path";
import { pathToFileURL as pathToFileURL2 } from "node:url";
import * as esbuild2 from "esbuild";
async function evaluateModule(file, options = {}) {
  const source = readFileSync2(file, "utf8");
  allowFallbackResolution(path4.dirname(file), options.resolveMissing);
  if (moduleFormatOf(file) === "module" && !isTypeScript(file)) {
    try {
      const namespace = await import(`${pathToFileURL2(file).href}?v=${hashOf(source)}`);
      return options.allExports ? namespace : namespace.default;
    } catch (error) {
      if (!needsDocusaurusLoader(error)) throw error;
    }
  }
  return evaluateAsCommonJs(file, source, options.allExports);
}
function needsDocusaurusLoader(error) {
  if (error instanceof ReferenceError) return /\b(?:module|exports|require|__dirname|__filename) is not defined in ES module scope/.test(error.message);
  const { code, message = "" } = error;
  if (code === "ERR_UNKNOWN_FILE_EXTENSION" || code === "ERR_IMPORT_ATTRIBUTE_MISSING" || code === "ERR_IMPORT_ASSERTION_TYPE_MISSING" || code === "ERR_UNSUPPORTED_DIR_IMPORT") return true;
  return code === "ERR_MODULE_NOT_FOUND" && /Cannot find module '[^']*[\\/][^'\\/.]*'/.test(message);
}
function evaluateAsCommonJs(file, source, allExports = false) {
  installRequireHooks();
  const mod = new NodeModuleClass(file);
  mod.filename = file;
  mod.paths = NodeModuleClass._nodeModulePaths(path4.dirname(file));
  const cached = new Set(Object.keys(NodeModuleClass._cache));
  try {
    mod._compile(toCommonJs(file, source), file);
  } finally {
    for (const key of Object.keys(NodeModuleClass._cache)) if (!cached.has(key) && !/[\\/]node_modules[\\/]/.test(key)) delete NodeModuleClass._cache[key];
  }
  mod.loaded = true;
  const exported = mod.exports;
  return exported && exported.__esModule && !allExports ? exported.default : exported;
}
function toCommonJs(file, source) {
  const url = pathToFileURL2(file).href;
  const result = esbuild2.transformSync(source, {
    loader: /\.[cm]?tsx$/.test(file) ? "tsx" : isTypeScript(file) ? "ts" : /\.jsx$/.test(file) ? "jsx" : "js",
    format: "cjs",
    platform: "node",
    target: "node20",
    sourcefile: file,
    sourcemap: "external",
    logLevel: "silent",
    define: {
      "import.meta.url": JSON.stringify(url),
      "import.meta.dirname": JSON.stringify(path4.dirname(file)),
      "import.meta.filename": JSON.stringify(file)
    }
  });
  sourceMaps.set(file, new SourceMap(JSON.parse(result.map)));
  return result.code;
}
function errorPositionIn(error, file) {
  const located2 = error.errors?.[0]?.location;
  if (located2) return { line: located2.line, column: located2.column + 1 };
  const stack = error?.stack ?? "";
  const escaped = [file, pathToFileURL2(file).href].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const m = new RegExp(`(?:${escaped})(?:\\?[^:\\s)]*)?:(\\d+)(?::(\\d+))?`).exec(stack);
  if (!m) return void 0;
  const line = Number(m[1]);
  const column = m[2] ? Number(m[2]) : 1;
  const map = sourceMaps.get(file);
  if (!map) return { line, column };
  const entry = map.findEntry(line - 1, column - 1);
  return entry.originalLine === void 0 ? { line, column } : { line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}
function installRequireHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  const extensions = NodeModuleClass._extensions;
  const compileTranspiled = (mod, filename) => mod._compile(toCommonJs(filename, readFileSync2(filename, "utf8")), filename);
  for (const ext of [".ts", ".cts", ".mts", ".tsx"]) if (!extensions[ext]) extensions[ext] = compileTranspiled;
  const loadJs = extensions[".js"];
  extensions[".js"] = (mod, filename) => {
    if (!/[\\/]node_modules[\\/]/.test(filename) && moduleFormatOf(filename) === "commonjs") {
      const source = readFileSync2(filename, "utf8");
      if (ESM_SYNTAX.test(source)) return mod._compile(toCommonJs(filename, source), filename);
    }
    return loadJs(mod, filename);
  };
}
var isTypeScript, NodeModuleClass, sourceMaps, hooksInstalled, ESM_SYNTAX;
var init_evaluateModule = __esm({
  "src/util/evaluateModule.ts"() {
    "use strict";
    init_hash();
    init_moduleFormat();
    init_resolveFallback();
    isTypeScript = (file) => /\.[cm]?tsx?$/.test(file);
    NodeModuleClass = Module2;
    sourceMaps = /* @__PURE__ */ new Map();
    hooksInstalled = false;
    ESM_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s+(?:default\b|const\b|let\b|var\b|function\b|async\b|class\b|\{|\*))/m;
  }
});

// ../docusaurus/src/configKeys.ts
function configKey(key) {
  const found = CONFIG_KEYS.find((k) => k.key === key) ?? CONFIG_KEYS.find((k) => k.key.includes("*") && new RegExp(`^${k.key.replace(/[.[\]]/g, "\\$&").replace(/\*/g, "[^.]+")}$`).test(key));
  if (!found) throw new Error(`${key} is not in the Docusaurus config key inventory`);
  return found;
}
var passed, mapped, warned, info, CONFIG_KEYS, TOP_LEVEL_KEYS;
var init_configKeys = __esm({
  "../docusaurus/src/configKeys.ts"() {
    "use strict";
    passed = (...keys) => keys.map(([key, effect]) => ({ key, state: "passed", effect }));
    mapped = (key, becomes) => ({ key, state: "mapped", becomes });
    warned = (key, loses) => ({ key, state: "warned", loses });
    info = (key, loses) => ({ key, state: "info", loses });
    CONFIG_KEYS = [
      // The site config's own keys.
      ...passed(
        ["title", "implemented: page titles, the navbar title unless set, feeds"],
        ["tagline", "implemented: the home page's title and `siteConfig.tagline`"],
        ["url", "implemented: canonical and Open Graph URLs, sitemap, feeds"],
        ["baseUrl", "implemented: every page, link and asset under it"],
        ["favicon", "implemented: the icon link on every page"],
        ["trailingSlash", "implemented: `true` writes `/a/index.html` and links `/a/`, `false` writes `/a.html` and links `/a`, unset writes `/a/index.html` and links `/a`; `docs serve` and `docs dev` redirect the other form"],
        ["noIndex", "implemented: a robots `noindex` meta on every page, an empty sitemap"],
        ["onBrokenLinks", "implemented: `throw` an error, `warn` a warning, `log` an info, `ignore` nothing (unset: a warning, where Docusaurus throws)"],
        ["onBrokenMarkdownLinks", "implemented, as `onBrokenLinks`, for Markdown links to files (also `markdown.hooks.onBrokenMarkdownLinks`)"],
        ["onBrokenAnchors", "implemented, as `onBrokenLinks`, for `#anchors` no heading has"],
        ["onDuplicateRoutes", "implemented, as `onBrokenLinks`, for two pages at one address"],
        ["titleDelimiter", "implemented: `Page | Site` titles with the delimiter given"],
        ["customFields", "implemented: `useDocusaurusContext().siteConfig.customFields`"],
        ["staticDirectories", "implemented: every folder published and served by `docs dev`; the first wins where two hold one path"],
        ["stylesheets", "implemented: a `<link>` in every page's head; other sites' origins added to the Content-Security-Policy"],
        ["scripts", "implemented: a `<script>` in every page's head; other sites' origins added to the Content-Security-Policy"],
        ["headTags", "implemented: the tags in every page's head, escaped"],
        ["clientModules", "implemented: imported before hydration; `onRouteUpdate` / `onRouteDidUpdate` called on the first page and each navigation"],
        ["i18n", "every locale built in one run (the default at baseUrl, others at baseUrl + locale), translated docs, blog and pages with fallback, `localeConfigs` label / direction / htmlLang / path / baseUrl / url, hreflang, locale dropdown; code.json, navbar/footer/sidebar translations, theme words (fr, ar), per-locale stemming, calendar"],
        ["markdown", "`format`, `mdx1Compat`, `anchors.maintainCase`, `parseFrontMatter`, `preprocessor` and `hooks.onBrokenMarkdownLinks` / `onBrokenMarkdownImages` implemented; `mermaid` implemented (`mermaid` code blocks drawn in the browser, their source kept as text); `emoji`, `remarkRehypeOptions` and function hooks are warnings"],
        ["baseUrlIssueBanner", "accepted with no message: the build always checks the base URL itself"]
      ),
      mapped("presets[classic]", "docs, blog, pages, gtag, googleTagManager, sitemap, debug, themeConfig.customCss"),
      ...passed(["presets[*]", "implemented: a package (short names as Docusaurus expands them) or a local file, called with the site's context and its options when the config is read (the default locale's context); the plugins and themes it returns are read as the config's own and listed before them, as in Docusaurus; one that cannot be found, throws or returns another shape than `{ plugins, themes }` is an error at its entry"]),
      mapped("plugins[@docusaurus/plugin-content-docs]", "docsInstances"),
      mapped("plugins[@docusaurus/plugin-content-blog]", "blogInstances"),
      mapped("plugins[@docusaurus/plugin-client-redirects]", "clientRedirects"),
      mapped("plugins[@docusaurus/plugin-sitemap]", "sitemap"),
      mapped("plugins[@docusaurus/plugin-google-gtag]", "gtag"),
      mapped("plugins[@docusaurus/plugin-google-tag-manager]", "googleTagManager"),
      mapped("plugins[@docusaurus/plugin-pwa]", "pwa"),
      mapped("plugins[@docusaurus/plugin-debug]", "debug"),
      mapped("plugins[@docusaurus/plugin-ideal-image]", "idealImage"),
      mapped("plugins[@docusaurus/plugin-content-pages]", "pages"),
      warned("plugins[@docusaurus/plugin-svgr]", "SVGR options (such as `svgoConfig`) are not applied: SVG imports use the default settings."),
      warned("plugins[@docusaurus/plugin-google-analytics]", "The legacy Google Analytics script is not loaded: the site records no page views."),
      info("plugins[@docusaurus/plugin-css-cascade-layers]", "Docusaurus v4's opt-in to CSS cascade layers for its own styles; our stylesheets need none."),
      warned("plugins[@docusaurus/plugin-rsdoctor]", "Rsdoctor reports on a webpack or Rspack build, and docs bundles with esbuild: there is no report."),
      ...passed(
        ["plugins[*]", "implemented: a package, a local file (JS or TS) or a function, run through Docusaurus's lifecycle: `validateOptions`, `loadContent`, `contentLoaded` (`addRoute`, nested `routes` too, `createData`, `setGlobalData`), `allContentLoaded`, `translateContent`, `injectHtmlTags`, `getClientModules`, `getThemePath`, `getPathsToWatch`, `extendCli`, `postBuild`; `configureWebpack` applies aliases, `resolve.modules` and definitions and warns about the rest; `configurePostCss` plugins are a warning"],
        ["themes[*]", "implemented: run as a plugin; its `getThemePath` components shadow the theme's, the site's `src/theme` first"]
      ),
      info("themes[@docusaurus/theme-classic]", "Our theme renders the classic theme's components, so nothing is lost."),
      mapped("themes[@docusaurus/theme-mermaid]", "markdown.mermaid"),
      mapped("themes[@docusaurus/theme-live-codeblock]", "themeConfig.liveCodeBlock"),
      mapped("themes[@docusaurus/theme-search-algolia]", "themeConfig.algolia"),
      info("plugins[docusaurus-plugin-sass]", "Not needed: .scss and .sass files are compiled by docs with the site's `sass-embedded` or `sass`; the plugin's sass-loader options, when given, are not used (an info)."),
      warned("themes[@easyops-cn/docusaurus-search-local]", "The built-in local search takes its place (search box in the navbar, results page at /search, an index of every page); the theme's options are not used. The same for `docusaurus-lunr-search`, `docusaurus-search-local` and `@cmfcmf/docusaurus-search-local`, in `plugins` or `themes`."),
      info("organizationName", "Only `docusaurus deploy` reads it (the GitHub Pages organization); no page changes."),
      info("projectName", "Only `docusaurus deploy` reads it (the GitHub Pages repository); no page changes."),
      info("deploymentBranch", "Only `docusaurus deploy` reads it; no page changes."),
      info("githubHost", "Only `docusaurus deploy` reads it; no page changes."),
      info("githubPort", "Only `docusaurus deploy` reads it; no page changes."),
      info("future.v4", "Docusaurus v4 opt-ins for its own build (head attributes, CSS cascade layers); our build needs neither."),
      info("future.experimental_faster", "Switches Docusaurus's bundler and minifiers (Rspack, SWC, Lightning CSS); our build uses esbuild either way."),
      warned("future.experimental_storage", "Browser storage keys are not namespaced or moved to sessionStorage: settings such as the colour mode use our default keys."),
      warned("future.experimental_router", "The site is built for the browser router: a hash router site (`experimental_router: 'hash'`) is served with ordinary paths."),
      warned("ssrTemplate", "The custom HTML template is not used: pages are written with our HTML shell."),
      warned("webpack", "The webpack `jsLoader` is not used: esbuild compiles the site's code."),
      // The classic preset's options.
      mapped("presets[classic].docs", "docs"),
      mapped("presets[classic].blog", "blog"),
      mapped("presets[classic].pages", "pages"),
      mapped("presets[classic].theme.customCss", "themeConfig.customCss"),
      mapped("presets[classic].sitemap", "sitemap"),
      mapped("presets[classic].gtag", "gtag"),
      mapped("presets[classic].googleTagManager", "googleTagManager"),
      warned("presets[classic].googleAnalytics", "The legacy Google Analytics script is not loaded: the site records no page views."),
      mapped("presets[classic].debug", "debug"),
      warned("presets[classic].svgr", "SVGR options (such as `svgoConfig`) are not applied: SVG imports use the default settings."),
      // The classic theme's themeConfig: lifted to our top level, the rest kept in themeConfig.
      mapped("themeConfig.navbar", "navbar"),
      mapped("themeConfig.footer", "footer"),
      mapped("themeConfig.announcementBar", "announcementBar"),
      mapped("themeConfig.colorMode", "colorMode"),
      mapped("themeConfig.image", "image"),
      mapped("themeConfig.metadata", "metadata"),
      ...passed(
        ["themeConfig.prism", "`magicComments` implemented; `theme` / `darkTheme` implemented: their plain and token colours become the code blocks' palettes (light, dark); `additionalLanguages` / `defaultLanguage` accepted (shiki knows every language)"],
        ["themeConfig.docs", "`sidebar.autoCollapseCategories` and `sidebar.hideable` (a collapse button at the sidebar's foot) implemented; `versionPersistence` accepted (the version menu remembers the choice in localStorage)"],
        ["themeConfig.blog", "`sidebar.groupByYear` implemented (on by default, as in Docusaurus 3): the blog sidebar's posts under a heading per year"],
        ["themeConfig.tableOfContents", "implemented: the default heading levels of every table of contents"],
        ["themeConfig.algolia", "`appId`, `apiKey`, `indexName` implemented: a DocSearch button and modal that query the Algolia index (`searchParameters`, `placeholder` too); without the three keys, the built-in local search"],
        ["themeConfig.mermaid", "`theme.light` / `theme.dark` implemented (the diagram follows the colour mode); `options` passed to mermaid"],
        ["themeConfig.liveCodeBlock", "`playgroundPosition` implemented (`top` or `bottom`); live code blocks use the theme's own editor"],
        ["themeConfig.zoom", "accepted; images zoom with the theme's own zoom"],
        ["themeConfig.*", "kept in `themeConfig`, for `useThemeConfig()` and the site's components"]
      )
    ];
    TOP_LEVEL_KEYS = [...new Set(CONFIG_KEYS.map((k) => /^\w+/.exec(k.key)[0]))];
  }
});

// ../docusaurus/src/pluginEntry.ts
function readPluginEntry(entry) {
  if (entry === false || entry === null) return void 0;
  const [target, options] = Array.isArray(entry) ? entry : [entry, {}];
  const name = typeof target === "string" ? target : typeof target === "function" ? target.name || "an anonymous plugin function" : void 0;
  if (name === void 0) return void 0;
  return { name, options: isObject(options) ? options : {} };
}
function isValidPluginEntry(entry, functions) {
  if (entry === false || entry === null || typeof entry === "string") return true;
  if (functions && typeof entry === "function") return true;
  if (!Array.isArray(entry) || entry.length !== 2 || !isObject(entry[1])) return false;
  return typeof entry[0] === "string" || functions && typeof entry[0] === "function";
}
function namesPackage(name, kind, short) {
  if (name === short || name === `@docusaurus/${kind}-${short}` || name === `docusaurus-${kind}-${short}`) return true;
  return new RegExp(`[\\\\/](?:@docusaurus[\\\\/]${kind}-${short}|docusaurus-${kind}-${short})(?:[\\\\/]|$)`).test(name);
}
function hasOtherPresets(site) {
  return Array.isArray(site.presets) && site.presets.some((item) => {
    const entry = readPluginEntry(item);
    return entry !== void 0 && !isClassicPreset(entry.name);
  });
}
var isObject, isClassicPreset;
var init_pluginEntry = __esm({
  "../docusaurus/src/pluginEntry.ts"() {
    "use strict";
    isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
    isClassicPreset = (name) => namesPackage(name, "preset", "classic");
  }
});

// ../docusaurus/src/classicPreset.ts
function readClassicPreset(options, at, notices) {
  const out = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === void 0) continue;
    if (PASSED.includes(key)) out[key] = value;
    else if (key === "theme") out.customCss = readThemeOptions(value, [...at, "theme"], notices);
    else if (UNIMPLEMENTED.includes(key)) {
      const entry = configKey(`presets[classic].${key}`);
      notices.push({ severity: entry.state === "info" ? "info" : "warning", code: "config-unsupported", at: [...at, key], message: `The classic preset's \`${key}\` option is not used by docs. ${entry.loses}`, hint: "Remove the option to silence this, or keep it for Docusaurus." });
    } else {
      notices.push({ severity: "error", code: "config-invalid", at: [...at, key], message: `\`${key}\` is not an option of the classic preset (it takes debug, docs, blog, pages, sitemap, svgr, theme, gtag, googleTagManager and googleAnalytics).`, hint: "Docusaurus stops on it too: remove it or move it to the plugin it belongs to." });
    }
  }
  return out;
}
function readThemeOptions(value, at, notices) {
  if (!isObject(value)) return void 0;
  for (const key of Object.keys(value)) {
    if (key !== "customCss") notices.push({ severity: "error", code: "config-invalid", at: [...at, key], message: `\`${key}\` is not an option of the classic theme: its one option is \`customCss\`.`, hint: "Docusaurus stops on it too: remove it." });
  }
  return value.customCss;
}
var UNIMPLEMENTED, PASSED;
var init_classicPreset = __esm({
  "../docusaurus/src/classicPreset.ts"() {
    "use strict";
    init_configKeys();
    init_pluginEntry();
    UNIMPLEMENTED = ["googleAnalytics", "svgr"];
    PASSED = ["docs", "blog", "pages", "gtag", "googleTagManager", "sitemap", "debug"];
  }
});

// ../docusaurus/src/nativePlugins.ts
function applyPwa(options, { config, notices }, at) {
  const pwa = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === void 0) continue;
    if (key in PWA_UNUSED) notices.push({ severity: "warning", code: "config-unsupported", at: [...at.options, key], message: `plugin-pwa's \`${key}\` is not used by docs: ${PWA_UNUSED[key]}.`, hint: "Keep it for Docusaurus, or remove it to silence this." });
    else pwa[key] = value;
  }
  config.pwa = pwa;
}
function applySearchTheme(options, target, at, shown) {
  target.searchTheme = true;
  const lost = givenOptions(options);
  target.notices.push({
    severity: "warning",
    code: "config-unsupported",
    at: at.entry,
    message: `The search plugin \`${shown}\` is not loaded: docs' built-in local search takes its place (its own search box in the navbar, results page at /search and index of every page)${lost.length ? `, and its options ${lost.map((k) => `\`${k}\``).join(", ")} are not used` : ""}.`,
    hint: "Keep the entry for Docusaurus, or remove it to silence this: the built-in search needs no plugin."
  });
}
function applySass(options, { notices }, at, shown) {
  const lost = givenOptions(options);
  if (!lost.length) return;
  notices.push({ severity: "info", code: "config-unsupported", at: at.options, message: `\`${shown}\` is not needed: docs compiles .scss and .sass files itself, with the site's \`sass-embedded\` or \`sass\`; the plugin's options ${lost.map((k) => `\`${k}\``).join(", ")} are not used.`, hint: "Set what they did in the Sass files themselves (an @use with the variables, say), or remove them." });
}
function lossAt(key, severity, what) {
  return (_options, { notices }, at, shown) => notices.push({ severity, code: "config-unsupported", at: at.entry, message: `${what.replace("$name", `\`${shown}\``)} ${configKey(key).loses}`, hint: "Keep it for Docusaurus, or remove it to silence this." });
}
function applyPages(options, target, at, shown) {
  const { id, ...rest } = options;
  if (id === void 0 || id === "default") target.config.pages = rest;
  else target.notices.push({ severity: "warning", code: "config-unsupported", at: at.entry, message: `The pages instance \`${String(id)}\` of \`${shown}\` is not built: docs builds one pages instance, the default one.`, hint: "Move its pages under the default instance's folder (src/pages), or keep the entry for Docusaurus." });
}
function applyThemeClassic(options, target, at, shown) {
  const customCss = readThemeOptions(options, at.options, target.notices);
  if (customCss !== void 0) target.themeConfig.customCss = customCss;
  lossAt("themes[@docusaurus/theme-classic]", "info", "The theme $name is not loaded.")(options, target, at, shown);
}
function addSearchItem(config) {
  const navbar = config.navbar ?? {};
  const items = Array.isArray(navbar.items) ? navbar.items : [];
  if (items.some((item) => item?.type === "search")) return;
  config.navbar = { ...navbar, items: [...items, { type: "search", position: "right" }] };
}
function nativePluginFor(kind, name) {
  const wanted = kind === "plugins" ? "plugin" : "theme";
  return NATIVE_PLUGINS.find((p) => p.packages ? p.packages.some((pkg) => namesCommunityPackage(name, pkg)) : p.kind === wanted && namesPackage(name, wanted, p.short));
}
function namesCommunityPackage(name, pkg) {
  if (name === pkg) return true;
  const segments = pkg.split("/").map((s2) => s2.replace(/[.]/g, "\\.")).join("[\\\\/]");
  return new RegExp(`[\\\\/]${segments}(?:[\\\\/]|$)`).test(name);
}
var PWA_UNUSED, givenOptions, svgrOptionsLost, NATIVE_PLUGINS, COMMUNITY_PACKAGES;
var init_nativePlugins = __esm({
  "../docusaurus/src/nativePlugins.ts"() {
    "use strict";
    init_classicPreset();
    init_configKeys();
    init_pluginEntry();
    PWA_UNUSED = {
      swCustom: "the custom service worker code is not added: the built-in worker caches the site as it is",
      swRegister: "the custom registration module is not used: the built-in script registers the worker",
      injectManifestConfig: "Workbox's precache settings are not used: the worker caches every file the build writes",
      reloadPopup: "no reload popup is shown: a new build takes effect on the next visit"
    };
    givenOptions = (options) => Object.keys(options).filter((k) => k !== "id" && options[k] !== void 0);
    svgrOptionsLost = lossAt("plugins[@docusaurus/plugin-svgr]", "warning", "The options of $name are not used.");
    NATIVE_PLUGINS = [
      // Read by toUserConfig itself: a default instance or further instances of our docs and blog.
      { kind: "plugin", short: "content-docs" },
      { kind: "plugin", short: "content-blog" },
      { kind: "plugin", short: "client-redirects", apply: (options, { config }) => void (config.clientRedirects = options) },
      { kind: "plugin", short: "sitemap", apply: (options, { config }) => void (config.sitemap = options) },
      { kind: "plugin", short: "google-gtag", apply: (options, { config }) => void (config.gtag = options) },
      { kind: "plugin", short: "google-tag-manager", apply: (options, { config }) => void (config.googleTagManager = options) },
      { kind: "plugin", short: "pwa", apply: applyPwa },
      // `disableInDev` and `name` are accepted: images are written the same way in `docs dev` and under hashed names.
      { kind: "plugin", short: "ideal-image", apply: (options, { config }) => void (config.idealImage = options) },
      { kind: "plugin", short: "debug", apply: (_options, { config }) => void (config.debug = true) },
      { kind: "plugin", short: "rsdoctor", apply: lossAt("plugins[@docusaurus/plugin-rsdoctor]", "warning", "The plugin $name is not run.") },
      { kind: "plugin", short: "content-pages", apply: applyPages },
      // SVG imports work without it; only options it is given are lost.
      { kind: "plugin", short: "svgr", apply: (options, ...rest) => {
        if (givenOptions(options).length) svgrOptionsLost(options, ...rest);
      } },
      { kind: "plugin", short: "css-cascade-layers", apply: lossAt("plugins[@docusaurus/plugin-css-cascade-layers]", "info", "The plugin $name is not run.") },
      { kind: "plugin", short: "google-analytics", apply: lossAt("plugins[@docusaurus/plugin-google-analytics]", "warning", "The plugin $name is not run.") },
      { kind: "theme", short: "classic", apply: applyThemeClassic },
      // `markdown.mermaid: true` draws the diagrams; the theme's own options are read from themeConfig.mermaid.
      { kind: "theme", short: "mermaid", apply: () => void 0 },
      // ```jsx live blocks are our live code already; the theme puts the result under the editor unless
      // themeConfig.liveCodeBlock says `top`, as Docusaurus's theme-live-codeblock does.
      {
        kind: "theme",
        short: "live-codeblock",
        apply: (_options, { themeConfig: themeConfig2 }) => {
          const given = themeConfig2.liveCodeBlock;
          themeConfig2.liveCodeBlock = { playgroundPosition: "bottom", ...given };
        }
      },
      // themeConfig.algolia with its keys is DocSearch; without them the local search stands in.
      { kind: "theme", short: "search-algolia", apply: () => void 0 },
      // Community packages: Sass is compiled natively, and the local search stands in for the search themes.
      { kind: "plugin", short: "sass", packages: ["docusaurus-plugin-sass"], apply: applySass },
      { kind: "theme", short: "search-local", packages: ["@easyops-cn/docusaurus-search-local", "docusaurus-lunr-search", "docusaurus-search-local", "@cmfcmf/docusaurus-search-local"], apply: applySearchTheme }
    ];
    COMMUNITY_PACKAGES = NATIVE_PLUGINS.flatMap((p) => p.packages ?? []);
  }
});

// ../docusaurus/src/configNotice.ts
function keyName(at) {
  return at.map((p, i) => typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`).join("");
}
var init_configNotice = __esm({
  "../docusaurus/src/configNotice.ts"() {
    "use strict";
  }
});

// ../docusaurus/src/shownName.ts
import path5 from "node:path";
function shownName(name, siteDir) {
  if (!path5.isAbsolute(name)) return name;
  const relative = path5.relative(siteDir, name);
  if (relative.startsWith("..")) return name;
  const inPackage = /(?:^|[\\/])node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(relative);
  return inPackage ? inPackage[1].replace(/\\/g, "/") : `./${relative.split(path5.sep).join("/")}`;
}
var init_shownName = __esm({
  "../docusaurus/src/shownName.ts"() {
    "use strict";
  }
});

// ../docusaurus/src/toUserConfig.ts
function toUserConfig(site, siteDir, presetEntries = []) {
  const notices = [];
  const hosted = [];
  const config = { infima: true };
  const themeConfig2 = {};
  const contentEntries = {};
  let classic = false;
  const target = { config, themeConfig: themeConfig2, notices };
  for (const { kind, item, at, preset } of presetEntries) {
    readPluginItem(kind, item, { entry: at, options: at }, contentEntries, target, siteDir, hosted, preset);
  }
  for (const [key, value] of Object.entries(site)) {
    if (value === void 0) continue;
    if (PASSED2.has(key)) config[key] = value;
    else if (key === "themeConfig") liftThemeConfig(value, config, themeConfig2);
    else if (key === "presets") classic = readClassicPresets(value, config, themeConfig2, notices);
    else if (key === "plugins" || key === "themes") {
      if (Array.isArray(value)) value.forEach((item, i) => readPluginItem(key, item, { entry: [key, i], options: Array.isArray(item) ? [key, i, 1] : [key, i] }, contentEntries, target, siteDir, hosted));
    } else if (key === "future") readFuture(value, notices);
    else notices.push(notice(configKey(key), [key]));
  }
  settleInstances(config, classic, contentEntries, notices);
  if (target.searchTheme) addSearchItem(config);
  if (Object.keys(themeConfig2).length) config.themeConfig = themeConfig2;
  return { config, notices, hosted };
}
function notice(entry, at, what = `\`${keyName(at)}\` is not used by docs.`) {
  return { severity: entry.state === "info" ? "info" : "warning", code: "config-unsupported", at, message: `${what} ${entry.loses}`, hint: "Keep it for Docusaurus, or remove it to silence this." };
}
function liftThemeConfig(value, config, themeConfig2) {
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if (LIFTED.has(key)) config[key] = v;
    else themeConfig2[key] = isObject(themeConfig2[key]) && isObject(v) ? { ...themeConfig2[key], ...v } : v;
  }
}
function readClassicPresets(value, config, themeConfig2, notices) {
  if (!Array.isArray(value)) return false;
  let classic = false;
  value.forEach((item, i) => {
    const entry = readPluginEntry(item);
    if (!entry || !isClassicPreset(entry.name)) return;
    classic = true;
    const options = readClassicPreset(entry.options, Array.isArray(item) ? ["presets", i, 1] : ["presets", i], notices);
    for (const key of ["docs", "blog", "pages", "gtag", "googleTagManager", "sitemap", "debug"]) if (options[key] !== void 0) config[key] = options[key];
    if (options.customCss !== void 0) themeConfig2.customCss = options.customCss;
  });
  return classic;
}
function readPluginItem(kind, item, at, contentEntries, target, siteDir, hosted, preset) {
  const entry = readPluginEntry(item);
  if (!entry) return;
  const shown = shownName(entry.name, siteDir) + (preset ? ` (from the preset ${preset})` : "");
  const content = kind === "plugins" ? CONTENT_PLUGINS.find((p) => namesPackage(entry.name, "plugin", p.short)) : void 0;
  if (content) {
    (contentEntries[content.key] ??= []).push({ options: entry.options, at: at.entry });
    return;
  }
  const native = nativePluginFor(kind, entry.name);
  if (native?.apply) {
    native.apply(entry.options, target, at, shown);
    return;
  }
  if (native) return;
  hosted.push({ kind, entry: item, shown, at: at.entry });
}
function settleInstances(config, classic, contentEntries, notices) {
  for (const plugin of CONTENT_PLUGINS) {
    const entries = contentEntries[plugin.key];
    if (!entries) continue;
    const seen = new Set(!classic || config[plugin.key] === false ? [] : ["default"]);
    const instances = [];
    for (const { options, at } of entries) {
      const id = typeof options.id === "string" ? options.id : "default";
      if (seen.has(id)) {
        notices.push({ severity: "error", code: "config-invalid", at, message: `A second ${plugin.what} plugin instance has the id "${id}"${id === "default" ? ` (the classic preset's ${plugin.what} is "default")` : ""}.`, hint: `Give each ${plugin.what} plugin its own \`id\`, as Docusaurus requires.` });
        continue;
      }
      seen.add(id);
      if (id === "default") config[plugin.key] = options;
      else instances.push({ ...options, id, path: options.path ?? plugin.key, routeBasePath: options.routeBasePath ?? plugin.key });
    }
    if (instances.length) config[plugin.instances] = instances;
  }
}
function readFuture(value, notices) {
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    if (v === void 0) continue;
    if (key === "experimental_router" && v === "browser") continue;
    notices.push(notice(configKey(`future.${key}`), ["future", key]));
  }
}
var LIFTED, PASSED2, CONTENT_PLUGINS;
var init_toUserConfig = __esm({
  "../docusaurus/src/toUserConfig.ts"() {
    "use strict";
    init_classicPreset();
    init_configKeys();
    init_configNotice();
    init_pluginEntry();
    init_nativePlugins();
    init_shownName();
    LIFTED = new Set(CONFIG_KEYS.filter((k) => k.state === "mapped" && k.key.startsWith("themeConfig.")).map((k) => k.key.slice("themeConfig.".length)));
    PASSED2 = new Set(CONFIG_KEYS.filter((k) => k.state === "passed" && /^\w+$/.test(k.key)).map((k) => k.key));
    CONTENT_PLUGINS = [
      { key: "docs", short: "content-docs", instances: "docsInstances", what: "docs" },
      { key: "blog", short: "content-blog", instances: "blogInstances", what: "blog" }
    ];
  }
});

// ../docusaurus/src/validateDocusaurusConfig.ts
function validateDocusaurusConfig(site) {
  const errors = [];
  const fail = (at, message, hint) => errors.push({ severity: "error", code: "config-invalid", at, message, hint });
  for (const key of ["title", "url", "baseUrl"]) {
    if (site[key] === void 0) fail([], `The config has no \`${key}\`, which Docusaurus requires.`, key === "baseUrl" ? "Add `baseUrl: '/'` (or the path the site is served under)." : `Add \`${key}\` to the exported config.`);
    else if (typeof site[key] !== "string") fail([key], `\`${key}\` must be a string.`, `Write \`${key}\` as a string.`);
  }
  if (typeof site.url === "string") {
    let pathname;
    try {
      pathname = new URL(site.url).pathname;
    } catch {
      fail(["url"], `\`url\` "${site.url}" is not a valid URL: it needs a protocol.`, "Write it as https://example.com.");
    }
    if (pathname !== void 0 && pathname !== "/") fail(["url"], `\`url\` must not carry a path ("${pathname}"): the path the site is served under belongs in \`baseUrl\`.`, `Set url to the origin and baseUrl: '${pathname.endsWith("/") ? pathname : pathname + "/"}'.`);
  }
  for (const key of Object.keys(site)) {
    if (!TOP_LEVEL_KEYS.includes(key)) fail([key], `\`${key}\` is not a Docusaurus config key.`, "Docusaurus rejects it too; put your own values under `customFields`.");
  }
  for (const kind of ["presets", "plugins", "themes"]) {
    const list = site[kind];
    if (list === void 0) continue;
    if (!Array.isArray(list)) {
      fail([kind], `\`${kind}\` must be an array.`, `Write \`${kind}: [...]\`.`);
      continue;
    }
    list.forEach((entry, i) => {
      if (!isValidPluginEntry(entry, kind !== "presets")) {
        const shapes = kind === "presets" ? "a name ('classic') or [name, options]" : "a name, a path, a function, or [name or function, options]";
        fail([kind, i], `\`${kind}[${i}]\` is not a valid ${kind.slice(0, -1)} entry: it should be ${shapes}.`, "Fix the entry; Docusaurus rejects it too.");
      }
    });
  }
  if (site.themeConfig !== void 0 && !isObject(site.themeConfig)) fail(["themeConfig"], "`themeConfig` must be an object.", "Write `themeConfig: { ... }`.");
  if (site.future !== void 0) validateFuture(site.future, fail);
  return errors;
}
function validateFuture(future, fail) {
  if (!isObject(future)) {
    fail(["future"], "`future` must be an object.", "Write `future: { v4: true }` or remove it.");
    return;
  }
  for (const key of Object.keys(future)) {
    if (!FUTURE_KEYS.includes(key)) fail(["future", key], `\`future.${key}\` is not a Docusaurus future flag (they are ${FUTURE_KEYS.join(", ")}).`, "Docusaurus rejects it too: remove it.");
  }
  const faster = future.experimental_faster;
  const v4 = future.v4;
  const fasterFlag = (name) => faster === true || isObject(faster) && faster[name] === true;
  const v4Flag = (name) => v4 === true || isObject(v4) && v4[name] === true;
  if (fasterFlag("ssgWorkerThreads") && !v4Flag("removeLegacyPostBuildHeadAttribute")) {
    fail(["future", "experimental_faster"], "`future.experimental_faster.ssgWorkerThreads` needs `future.v4.removeLegacyPostBuildHeadAttribute`.", "Docusaurus refuses the config without it: add `v4: true` to `future`.");
  }
  if (isObject(faster) && faster.rspackPersistentCache === true && faster.rspackBundler !== true) {
    fail(["future", "experimental_faster", "rspackPersistentCache"], "`future.experimental_faster.rspackPersistentCache` needs `rspackBundler` on.", "Docusaurus refuses the config without it: set `rspackBundler: true`.");
  }
}
var FUTURE_KEYS;
var init_validateDocusaurusConfig = __esm({
  "../docusaurus/src/validateDocusaurusConfig.ts"() {
    "use strict";
    init_configKeys();
    init_pluginEntry();
    FUTURE_KEYS = ["v4", "experimental_faster", "experimental_storage", "experimental_router"];
  }
});

// src/bundle/packagePaths.ts
import { existsSync } from "node:fs";
import { createRequire as createRequire2 } from "node:module";
import path6 from "node:path";
function resolveModuleFile(base) {
  if (existsSync(base) && !base.endsWith("/") && EXTENSIONS.some((e) => base.endsWith(e))) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) if (existsSync(path6.join(base, "index" + ext))) return path6.join(base, "index" + ext);
  return void 0;
}
var requireHere, EXTENSIONS;
var init_packagePaths = __esm({
  "src/bundle/packagePaths.ts"() {
    "use strict";
    requireHere = createRequire2(import.meta.url);
    EXTENSIONS = [".tsx", ".ts", ".jsx", ".js", ".mdx", ".md"];
  }
});

// ../docusaurus/src/host/pluginModule.ts
import { existsSync as existsSync2 } from "node:fs";
import { createRequire as createRequire3 } from "node:module";
import path7 from "node:path";
function candidateNames(name, kind) {
  if (name.startsWith("@")) {
    const slash = name.indexOf("/");
    if (slash < 0) return [`${name}/docusaurus-${kind}`];
    return [name, `${name.slice(0, slash)}/docusaurus-${kind}-${name.slice(slash + 1)}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}
function resolvePluginFile(name, kind, siteDir) {
  if (path7.isAbsolute(name) || name.startsWith("./") || name.startsWith("../") || name === "." || name === "..") {
    const target = path7.resolve(siteDir, name);
    return resolveModuleFile(target) ?? tryResolve(createRequire3(path7.join(siteDir, "package.json")), target);
  }
  const require2 = createRequire3(path7.join(siteDir, "package.json"));
  for (const candidate of candidateNames(name, kind)) {
    const file = tryResolve(require2, candidate);
    if (file) return file;
  }
  return void 0;
}
function tryResolve(require2, request) {
  try {
    const file = require2.resolve(request);
    return existsSync2(file) ? file : void 0;
  } catch {
    return void 0;
  }
}
async function loadPluginModule(file) {
  const exported = await evaluateModule(file, { allExports: true });
  const fromModule = exported && typeof exported === "object" ? exported : {};
  const create = typeof exported === "function" ? exported : fromModule.default;
  if (typeof create !== "function") throw new TypeError(`${file} exports no plugin function (a module's default export, or \`module.exports\`, is the function Docusaurus calls).`);
  return fromFunction(create, fromModule, file);
}
function fromFunction(create, module = {}, file) {
  const own = create;
  const validateOptions2 = own.validateOptions ?? module.validateOptions;
  const validateThemeConfig = own.validateThemeConfig ?? module.validateThemeConfig;
  return {
    create,
    ...typeof validateOptions2 === "function" && { validateOptions: validateOptions2 },
    ...typeof validateThemeConfig === "function" && { validateThemeConfig },
    ...file && { file }
  };
}
var validate2, validateOptions, withId;
var init_pluginModule = __esm({
  "../docusaurus/src/host/pluginModule.ts"() {
    "use strict";
    init_packagePaths();
    init_evaluateModule();
    validate2 = (schema, value) => {
      const run = schema?.validate;
      if (typeof run !== "function") return value;
      const result = run.call(schema, value);
      if (result?.error) throw new Error(result.error.message ?? String(result.error));
      return result && "value" in result ? result.value : value;
    };
    validateOptions = (schema, value) => withId(validate2(schema, value));
    withId = (options) => ({ ...options, id: options.id ?? "default" });
  }
});

// ../docusaurus/src/loadPresets.ts
var loadPresets_exports = {};
__export(loadPresets_exports, {
  loadPresets: () => loadPresets
});
import path8 from "node:path";
async function loadPresets(site, configFile) {
  const siteDir = path8.dirname(configFile);
  const context = presetContext(site, configFile);
  const errors = [];
  const returned = [];
  const presets = Array.isArray(site.presets) ? site.presets : [];
  for (const [i, item] of presets.entries()) {
    const entry = readPluginEntry(item);
    if (!entry || isClassicPreset(entry.name)) continue;
    const shown = shownName(entry.name, siteDir);
    const fail = (message, hint, code = "plugin-failed") => errors.push({ severity: "error", code, at: ["presets", i], message, hint });
    const file = resolvePluginFile(entry.name, "preset", siteDir);
    if (!file) {
      const isPath2 = entry.name.startsWith(".") || path8.isAbsolute(entry.name);
      fail(`The preset \`${shown}\` cannot be found from the site folder.`, isPath2 ? `Check the path: it is read from ${siteDir}.` : `Install one of ${candidateNames(entry.name, "preset").join(", ")} in the site (npm install), or check the name.`, "plugin-missing");
      continue;
    }
    let preset;
    try {
      const exported = await evaluateModule(file, { allExports: true });
      const run = typeof exported === "function" ? exported : isObject(exported) ? exported.default : void 0;
      if (typeof run !== "function") {
        fail(`The preset \`${shown}\` exports no function (${path8.relative(siteDir, file)}): a preset is a function Docusaurus calls with the site's context and the preset's options.`, "Export the preset function as the module's default export, or as `module.exports`.");
        continue;
      }
      preset = await run(context, entry.options);
    } catch (error) {
      const message = (error?.message ?? String(error)).split("\n")[0];
      fail(`The preset \`${shown}\` threw: ${message}`, process.env.DOCS_DEBUG ? error?.stack ?? message : `Fix the preset (${path8.relative(siteDir, file)}), or remove it from the config; DOCS_DEBUG=1 prints the stack.`);
      continue;
    }
    const read = readPresetResult(preset, shown, ["presets", i]);
    if (typeof read === "string") fail(read, "A preset returns `{ plugins: [...], themes: [...] }` (either may be left out), each entry a name, a path, a function or `[name or function, options]`.");
    else returned.push(read);
  }
  return { entries: [...returned.flatMap((r) => r.plugins), ...returned.flatMap((r) => r.themes)], errors };
}
function readPresetResult(preset, shown, at) {
  if (!isObject(preset)) return `The preset \`${shown}\` returned ${preset === null ? "null" : Array.isArray(preset) ? "an array" : typeof preset}, not an object with \`plugins\` and \`themes\`.`;
  const out = { plugins: [], themes: [] };
  for (const kind of ["plugins", "themes"]) {
    const list = preset[kind];
    if (list === void 0) continue;
    if (!Array.isArray(list)) return `The preset \`${shown}\` returned \`${kind}\` as ${typeof list}, not an array.`;
    for (const [j, item] of list.entries()) {
      if (!item) continue;
      if (!isValidPluginEntry(item, true)) return `The preset \`${shown}\` returned \`${kind}[${j}]\` that is not a ${kind.slice(0, -1)} entry (a name, a path, a function, or [name or function, options]).`;
      out[kind].push({ kind, item, at, preset: shown });
    }
  }
  return out;
}
function presetContext(site, configFile) {
  const siteDir = path8.dirname(configFile);
  const i18n = isObject(site.i18n) ? site.i18n : {};
  const defaultLocale = typeof i18n.defaultLocale === "string" ? i18n.defaultLocale : "en";
  const i18nDir = path8.resolve(siteDir, typeof i18n.path === "string" ? i18n.path : "i18n");
  return {
    siteDir,
    siteConfig: withDefaults(site),
    siteConfigPath: configFile,
    outDir: path8.join(siteDir, "build"),
    baseUrl: site.baseUrl,
    generatedFilesDir: path8.join(siteDir, ".docs", "generated", "plugins"),
    i18n: { defaultLocale, locales: Array.isArray(i18n.locales) ? i18n.locales : [defaultLocale], currentLocale: defaultLocale, path: i18nDir, localeConfigs: isObject(i18n.localeConfigs) ? i18n.localeConfigs : {} },
    localizationDir: path8.join(i18nDir, defaultLocale),
    codeTranslations: {},
    siteStorage: { type: "localStorage", namespace: "" }
  };
}
function withDefaults(site) {
  const future = isObject(site.future) ? site.future : {};
  const v4 = future.v4 === true ? { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true } : { removeLegacyPostBuildHeadAttribute: false, useCssCascadeLayers: false, ...isObject(future.v4) ? future.v4 : {} };
  return {
    plugins: [],
    themes: [],
    presets: [],
    customFields: {},
    themeConfig: {},
    headTags: [],
    scripts: [],
    stylesheets: [],
    clientModules: [],
    ...site,
    future: { experimental_storage: { type: "localStorage", namespace: false }, experimental_router: "browser", ...future, v4 }
  };
}
var init_loadPresets = __esm({
  "../docusaurus/src/loadPresets.ts"() {
    "use strict";
    init_pluginModule();
    init_evaluateModule();
    init_pluginEntry();
    init_shownName();
  }
});

// src/content/urlPathCheck.ts
function unsafeUrlPath(value) {
  const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(value);
  if (control) return `a control character (U+${control[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0")})`;
  const char = /[\\<>"'`?#]/.exec(value);
  if (char) return `the character \`${char[0]}\``;
  if (value.split("/").some((s2) => /^(?:\.|%2e){1,2}$/i.test(s2))) return "a `.` or `..` segment";
  return void 0;
}
var init_urlPathCheck = __esm({
  "src/content/urlPathCheck.ts"() {
    "use strict";
  }
});

// src/routes/routeNames.ts
function chunkNameFor(path21) {
  const base = path21 === "/" ? "index" : path21.slice(1).replace(/[^a-zA-Z0-9]+/g, "-").slice(0, 40);
  return `${base}-${hashOf(path21).slice(0, 6)}`;
}
var init_routeNames = __esm({
  "src/routes/routeNames.ts"() {
    "use strict";
    init_hash();
  }
});

// src/routes/planRoutes.ts
var NOT_FOUND_PATH;
var init_planRoutes = __esm({
  "src/routes/planRoutes.ts"() {
    "use strict";
    init_urlPathCheck();
    init_routeNames();
    NOT_FOUND_PATH = "/404";
  }
});

// src/util/insidePath.ts
import { readlinkSync, realpathSync } from "node:fs";
import path9 from "node:path";
function isInside(root, file) {
  const rel = path9.relative(root, file);
  return rel === "" || !rel.startsWith("..") && !path9.isAbsolute(rel);
}
function isReallyInside(roots, file) {
  const real = realpathOr(file);
  if (!real) return false;
  return roots.some((root) => {
    const realRoot = realpathOr(root);
    return realRoot !== void 0 && isInside(realRoot, real);
  });
}
var realpathOr;
var init_insidePath = __esm({
  "src/util/insidePath.ts"() {
    "use strict";
    realpathOr = (file) => {
      try {
        return realpathSync(file);
      } catch {
        return void 0;
      }
    };
  }
});

// src/i18n/locales.ts
import path10 from "node:path";
function displayName(tag) {
  for (const candidate of [tag, tag.split("-").slice(0, 2).join("-"), tag.split("-")[0]]) {
    try {
      const name = new Intl.DisplayNames(candidate, { type: "language", fallback: "code" }).of(candidate);
      if (name) return name.charAt(0).toLocaleUpperCase(candidate) + name.slice(1);
    } catch {
    }
  }
  return tag;
}
function textDirection(tag) {
  try {
    const locale = new Intl.Locale(tag);
    const info2 = locale.getTextInfo?.() ?? locale.textInfo;
    return info2?.direction === "rtl" ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}
function calendarOf(tag) {
  try {
    const locale = new Intl.Locale(tag);
    return locale.calendar ?? locale.getCalendars?.()[0] ?? locale.calendars?.[0] ?? "gregory";
  } catch {
    return "gregory";
  }
}
function localeMeta(config, name) {
  const own = config.i18n.localeConfigs?.[name] ?? {};
  const htmlLang = own.htmlLang ?? name;
  const isDefault = name === config.i18n.defaultLocale;
  const baseUrl = typeof own.baseUrl === "string" ? withSlashes(own.baseUrl) : withSlashes(`${config.baseUrl}/${isDefault ? "" : name}`);
  return {
    name,
    label: own.label ?? displayName(htmlLang),
    direction: own.direction ?? textDirection(htmlLang),
    htmlLang,
    calendar: own.calendar ?? calendarOf(htmlLang),
    path: own.path ?? name,
    baseUrl,
    url: typeof own.url === "string" ? own.url : config.url,
    isDefault
  };
}
var withSlashes, localizationDir;
var init_locales = __esm({
  "src/i18n/locales.ts"() {
    "use strict";
    withSlashes = (url) => `/${url.split("/").filter(Boolean).join("/")}/`.replace(/^\/\/$/, "/");
    localizationDir = (siteDir, i18n, locale) => path10.resolve(siteDir, i18n.path ?? "i18n", locale.path);
  }
});

// ../docusaurus/src/host/bundlerSettings.ts
import path11 from "node:path";
function webpackConfigSeen(isServer) {
  return { mode: "production", target: isServer ? "node" : "web", resolve: { alias: {}, modules: ["node_modules"], extensions: [".js", ".jsx", ".ts", ".tsx", ".json"] }, module: { rules: [] }, plugins: [], output: {} };
}
function mapWebpackConfig(result, siteDir) {
  const settings = { alias: {}, modules: [], define: {} };
  const unapplied = [];
  if (!result || typeof result !== "object") return { settings, unapplied };
  for (const [key, value] of Object.entries(result)) {
    if (value === void 0 || key === "mergeStrategy") continue;
    if (key === "resolve" && value && typeof value === "object") {
      for (const [rkey, rvalue] of Object.entries(value)) {
        if (rkey === "alias" && rvalue && typeof rvalue === "object" && !Array.isArray(rvalue)) {
          for (const [name, target] of Object.entries(rvalue)) {
            if (typeof target === "string") settings.alias[name.replace(/\$$/, "")] = target;
            else unapplied.push(`resolve.alias[${JSON.stringify(name)}] (not a path)`);
          }
        } else if (rkey === "modules" && Array.isArray(rvalue)) {
          for (const m of rvalue) if (typeof m === "string" && m !== "node_modules") settings.modules.push(path11.resolve(siteDir, m));
        } else if (rkey !== "extensions") unapplied.push(`resolve.${rkey}`);
      }
    } else if (key === "plugins" && Array.isArray(value)) {
      value.forEach((p, i) => {
        const definitions = p?.definitions;
        if (definitions && typeof definitions === "object") Object.assign(settings.define, flattenDefinitions(definitions));
        else unapplied.push(`plugins[${i}] (${p?.constructor?.name ?? typeof p})`);
      });
    } else if (key === "module" && value && typeof value === "object") {
      const rules = value.rules;
      if (!Array.isArray(rules) || rules.length > 0 || Object.keys(value).length > 1) unapplied.push("module.rules");
    } else unapplied.push(key);
  }
  return { settings, unapplied };
}
function flattenDefinitions(definitions, prefix = "") {
  const out = {};
  for (const [name, value] of Object.entries(definitions)) {
    const key = prefix + name;
    if (value && typeof value === "object" && !Array.isArray(value)) Object.assign(out, flattenDefinitions(value, `${key}.`));
    else out[key] = typeof value === "string" ? value : JSON.stringify(value) ?? "undefined";
  }
  return out;
}
function mergeSettings(all) {
  return { alias: Object.assign({}, ...all.map((s2) => s2.alias)), modules: all.flatMap((s2) => s2.modules), define: Object.assign({}, ...all.map((s2) => s2.define)) };
}
var init_bundlerSettings = __esm({
  "../docusaurus/src/host/bundlerSettings.ts"() {
    "use strict";
  }
});

// ../client/src/escapeHtml.ts
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
var init_escapeHtml = __esm({
  "../client/src/escapeHtml.ts"() {
    "use strict";
  }
});

// ../docusaurus/src/host/htmlTags.ts
function htmlTagOf(tag) {
  if (typeof tag === "string") return tag;
  if (!tag || typeof tag !== "object" || typeof tag.tagName !== "string" || !/^[a-zA-Z][\w-]*$/.test(tag.tagName)) {
    throw new TypeError(`A tag must be an HTML string or { tagName, attributes, innerHTML }; got ${JSON.stringify(tag)}.`);
  }
  const attributes2 = Object.entries(tag.attributes ?? {}).flatMap(([name, value]) => {
    if (value === false || value === void 0 || value === null) return [];
    if (!/^[^\s"'<>/=]+$/.test(name)) throw new TypeError(`The attribute name ${JSON.stringify(name)} of a <${tag.tagName}> tag is not a valid HTML attribute name.`);
    return [value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`];
  });
  const open = `<${tag.tagName}${attributes2.join("")}>`;
  return VOID.has(tag.tagName.toLowerCase()) ? open : `${open}${tag.innerHTML ?? ""}</${tag.tagName}>`;
}
function htmlTagsOf(result) {
  const r = result ?? {};
  const list = (tags2) => (tags2 === void 0 ? [] : Array.isArray(tags2) ? tags2 : [tags2]).map(htmlTagOf);
  return { head: list(r.headTags), preBody: list(r.preBodyTags), postBody: list(r.postBodyTags) };
}
var VOID;
var init_htmlTags = __esm({
  "../docusaurus/src/host/htmlTags.ts"() {
    "use strict";
    init_escapeHtml();
    VOID = /* @__PURE__ */ new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
  }
});

// src/util/compareText.ts
var collator;
var init_compareText = __esm({
  "src/util/compareText.ts"() {
    "use strict";
    collator = new Intl.Collator("en");
  }
});

// src/bundle/codegen.ts
import path12 from "node:path";
function importPath(fromDir, specifier) {
  if (!path12.isAbsolute(specifier)) return specifier;
  const rel = path12.relative(fromDir, specifier).split(path12.sep).join("/");
  return rel.startsWith("../") ? rel : `./${rel}`;
}
var init_codegen = __esm({
  "src/bundle/codegen.ts"() {
    "use strict";
    init_compareText();
  }
});

// ../docusaurus/src/host/pluginRoutes.ts
import { mkdir as mkdir2, writeFile as writeFile2 } from "node:fs/promises";
import path13 from "node:path";
async function pluginRouteRecords(o) {
  await mkdir2(o.dir, { recursive: true });
  const pages2 = o.routes.flatMap(({ route, source }) => leafChains(route).map((chain) => ({ chain, source })));
  return Promise.all(
    pages2.map(async ({ chain, source }) => {
      const routePath = withoutBaseUrl(chain[chain.length - 1].path, o.baseUrl);
      const chunkName = chunkNameFor(routePath);
      const file = path13.join(o.dir, `${chunkName}.js`);
      await writeFile2(file, routeComponentModule(chain, o.dir));
      return { path: routePath, kind: "page", title: o.title, source, chunkName, component: file, data: {}, noindex: false };
    })
  );
}
function leafChains(route, holders = []) {
  const chain = [...holders, route];
  return Array.isArray(route.routes) && route.routes.length ? route.routes.flatMap((child) => leafChains(child, chain)) : [chain];
}
function withoutBaseUrl(routePath, baseUrl) {
  if (baseUrl !== "/" && (routePath + "/").startsWith(baseUrl)) return "/" + routePath.slice(baseUrl.length);
  return routePath;
}
function routeComponentModule(chain, dir) {
  const imports = [];
  let modules = 0;
  const importOf = (specifier) => {
    imports.push(`import m${modules} from ${q(importPath(dir, specifier))};`);
    return `m${modules++}`;
  };
  const expression = (modules2) => {
    if (typeof modules2 === "string") return importOf(modules2);
    if (Array.isArray(modules2)) return `[${modules2.map(expression).join(", ")}]`;
    if (modules2 && typeof modules2 === "object" && "__import" in modules2 && typeof modules2.path === "string") return importOf(modules2.path);
    return `{ ${Object.entries(modules2).map(([name, m]) => `${q(name)}: ${expression(m)}`).join(", ")} }`;
  };
  const [outer, ...inner] = chain;
  const props = outer.modules ? expression(outer.modules) : "{}";
  const levels = [];
  inner.forEach((r, i) => {
    const n = i + 1;
    imports.push(`import Component${n} from ${q(importPath(dir, r.component))};`);
    levels.push(`const props${n} = ${r.modules ? expression(r.modules) : "{}"};`, `const own${n} = ${q(r.props ?? {})};`, `function Route${n}(p) { return jsx(Component${n}, { ...props${n}, ...own${n}, ...p }); }`);
  });
  const routeLines = [];
  if (inner.length) routeLines.push("const onItsOwnPage = () => null;");
  for (let n = chain.length - 1; n >= 1; n--) {
    const r = chain[n];
    routeLines.push(`const route${n} = { ...${q(describe2(r))}, component: Route${n}${n < chain.length - 1 ? `, routes: ${childRoutes(r, chain[n + 1], `route${n + 1}`)}` : ""} };`);
  }
  const { component } = outer;
  const top = inner.length ? `{ ...${q({ ...describe2(outer), component })}, routes: ${childRoutes(outer, chain[1], "route1")} }` : q({ ...describe2(outer), component });
  return [
    `import { jsx } from 'react/jsx-runtime';`,
    `import Component from ${q(importPath(dir, component))};`,
    ...imports,
    `const props = ${props};`,
    ...levels,
    ...routeLines,
    `const route = ${top};`,
    `const own = ${q(outer.props ?? {})};`,
    `export default function PluginRoute() { return jsx(Component, { ...props, ...own, route }); }`
  ].join("\n") + "\n";
}
function describe2(route) {
  const { component: _component, modules: _modules, routes: _routes, props: _props, ...described } = route;
  return described;
}
function childRoutes(holder, next, nextName) {
  const sibling = (r) => `{ ...${q(describe2(r))}, component: onItsOwnPage${Array.isArray(r.routes) && r.routes.length ? `, routes: [${r.routes.map(sibling).join(", ")}]` : ""} }`;
  return `[${(holder.routes ?? []).map((r) => r === next ? nextName : sibling(r)).join(", ")}]`;
}
var q;
var init_pluginRoutes = __esm({
  "../docusaurus/src/host/pluginRoutes.ts"() {
    "use strict";
    init_routeNames();
    init_codegen();
    q = JSON.stringify;
  }
});

// ../docusaurus/src/host/pluginHost.ts
var pluginHost_exports = {};
__export(pluginHost_exports, {
  createPluginHost: () => createPluginHost
});
import { existsSync as existsSync3, readFileSync as readFileSync3 } from "node:fs";
import { mkdir as mkdir3, rm, writeFile as writeFile3 } from "node:fs/promises";
import path14 from "node:path";
function createPluginHost(o) {
  return {
    load: (input) => runPlugins(o, input),
    extendCli: async (cli, input) => {
      const { plugins } = await createPlugins(o, input);
      for (const p of plugins) await callHook(p, "extendCli", (fn) => fn(cli), o.configFile);
    }
  };
}
async function createPlugins(o, input) {
  const { config, outDir } = input;
  const generatedFilesDir = path14.join(o.siteDir, ".docs", "generated", "plugins");
  await rm(generatedFilesDir, { recursive: true, force: true });
  const currentLocale = config.i18n.currentLocale ?? config.i18n.defaultLocale;
  const i18nDir = path14.resolve(o.siteDir, config.i18n.path ?? "i18n");
  const context = {
    siteDir: o.siteDir,
    siteConfig: { ...o.siteConfig, baseUrl: config.baseUrl },
    siteConfigPath: o.configFile,
    outDir,
    baseUrl: config.baseUrl,
    generatedFilesDir,
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, currentLocale, path: i18nDir, localeConfigs: config.i18n.localeConfigs ?? {} },
    localizationDir: localizationDir(o.siteDir, config.i18n, localeMeta(config, currentLocale)),
    codeTranslations: config.i18n.codeTranslations ?? {},
    siteStorage: { type: "localStorage", namespace: "" }
  };
  const plugins = [];
  for (const entry of o.entries) {
    const created = await createPlugin(entry, o, context);
    if (!created) continue;
    if (plugins.some((p) => p.instance.name === created.instance.name && p.id === created.id)) {
      throw new BuildError([{ severity: "error", code: "config-invalid", file: o.configFile, line: entry.line, column: entry.column, message: `The plugin "${created.instance.name}" is used twice with the id "${created.id}".`, hint: "Give each instance of the plugin its own `id` option." }]);
    }
    plugins.push(created);
  }
  return { plugins, context };
}
async function runPlugins(o, input) {
  const { config } = input;
  const diagnostics = [];
  const { plugins, context } = await createPlugins(o, input);
  const { generatedFilesDir } = context;
  const call = (plugin, hook, run) => callHook(plugin, hook, run, o.configFile);
  await Promise.all(plugins.map(async (p) => p.content = await call(p, "loadContent", (fn) => fn())));
  const translationFiles = (await Promise.all(plugins.map((p) => translate(p, context.localizationDir, o.configFile, call)))).flat();
  const routes = [];
  const globalData = {};
  const actionsOf = (p) => ({
    addRoute: (route) => {
      checkRoute(route);
      routes.push({ route, source: p.file });
    },
    createData: async (name, data) => {
      const file = path14.resolve(generatedFilesDir, p.instance.name, p.id, name);
      if (!isInside(generatedFilesDir, file)) throw new Error(`createData("${name}"): the name leads out of the plugin's folder of generated files.`);
      await mkdir3(path14.dirname(file), { recursive: true });
      await writeFile3(file, typeof data === "string" ? data : JSON.stringify(data));
      return file;
    },
    setGlobalData: (data) => {
      (globalData[p.instance.name] ??= {})[p.id] = data;
    }
  });
  await Promise.all(plugins.map((p) => call(p, "contentLoaded", (fn) => fn({ content: p.content, actions: actionsOf(p) }))));
  const allContent = {};
  for (const p of plugins) (allContent[p.instance.name] ??= {})[p.id] = p.content;
  await Promise.all(plugins.map((p) => call(p, "allContentLoaded", (fn) => fn({ allContent, actions: actionsOf(p) }))));
  const tags2 = { head: [], preBody: [], postBody: [] };
  const clientModules = [];
  const themePaths = [];
  const watchPaths = [];
  const settings = [];
  for (const p of plugins) {
    const dir = p.file ? path14.dirname(p.file) : o.siteDir;
    const themePath = await call(p, "getThemePath", (fn) => fn()) ?? await call(p, "getTypeScriptThemePath", (fn) => fn());
    if (typeof themePath === "string") themePaths.push(path14.resolve(dir, themePath));
    for (const m of await call(p, "getClientModules", (fn) => fn()) ?? []) clientModules.push(m.startsWith(".") ? path14.resolve(dir, m) : m);
    for (const w of await call(p, "getPathsToWatch", (fn) => fn()) ?? []) watchPaths.push(w);
    const injected = await call(p, "injectHtmlTags", (fn) => fn({ content: p.content }));
    if (injected !== void 0) {
      const html = await guarded(p, "injectHtmlTags", () => htmlTagsOf(injected), o.configFile);
      for (const key of ["head", "preBody", "postBody"]) tags2[key].push(...html[key]);
    }
    const unapplied = [];
    for (const isServer of [false, true]) {
      const webpack = await call(p, "configureWebpack", (fn) => fn(webpackConfigSeen(isServer), isServer, { getStyleLoaders: () => [], getJSLoader: () => ({ loader: "esbuild" }), currentBundler: { name: "webpack" } }, p.content));
      const mapped2 = mapWebpackConfig(webpack, o.siteDir);
      if (!isServer) settings.push(mapped2.settings);
      for (const u of mapped2.unapplied) if (!unapplied.includes(u)) unapplied.push(u);
    }
    if (unapplied.length) diagnostics.push(pluginWarning(p, o.configFile, `The plugin "${p.label}" configures webpack; docs bundles with esbuild and applies its aliases, module folders and definitions, not ${unapplied.map((u) => `\`${u}\``).join(", ")}.`, "What those parts do is missing from the build; keep the plugin for Docusaurus, or do the same in the site (a client module, a stylesheet)."));
    const postCss = await call(p, "configurePostCss", (fn) => fn({ plugins: [] }));
    if (postCss?.plugins?.length) diagnostics.push(pluginWarning(p, o.configFile, `The plugin "${p.label}" adds PostCSS plugins; docs does not run PostCSS, so its stylesheets are used as written.`, "Write the CSS those PostCSS plugins would produce, or keep the plugin for Docusaurus."));
  }
  const routeRecords = await pluginRouteRecords({ routes, baseUrl: config.baseUrl, dir: path14.join(o.siteDir, ".docs", "generated", "plugin-routes"), title: config.title });
  return {
    routes: routeRecords,
    globalData,
    tags: tags2,
    clientModules,
    themePaths,
    bundler: mergeSettings(settings),
    watchPaths,
    translationFiles,
    diagnostics,
    postBuild: async ({ outDir: builtDir, routes: built }) => {
      const routesPaths = built.map((r) => r.path === NOT_FOUND_PATH ? `${config.baseUrl}404.html` : withBase(config.baseUrl, r.path));
      const routeConfigs = built.map((r, i) => ({ path: routesPaths[i], component: r.component, exact: true }));
      const head = Object.fromEntries(routesPaths.map((p) => [p, {}]));
      await Promise.all(plugins.map((p) => call(p, "postBuild", (fn) => fn({ ...context, outDir: builtDir, siteConfig: context.siteConfig, routes: routeConfigs, routesPaths, plugins: plugins.map((q2) => q2.instance), content: p.content, head, routesBuildMetadata: {} }))));
    }
  };
}
async function createPlugin(entry, o, context) {
  const [target, rawOptions] = Array.isArray(entry.entry) ? entry.entry : [entry.entry, {}];
  const kind = entry.kind === "themes" ? "theme" : "plugin";
  const label = entry.shown;
  let module;
  if (typeof target === "function") module = fromFunction(target);
  else {
    const file = resolvePluginFile(String(target), kind, o.siteDir);
    if (!file) {
      throw new BuildError([{ severity: "error", code: "plugin-missing", file: o.configFile, line: entry.line, column: entry.column, message: `The ${kind} \`${label}\` cannot be found from the site folder.`, hint: isPath(String(target)) ? `Check the path: it is read from ${o.siteDir}.` : `Install one of ${candidateNames(String(target), kind).join(", ")} in the site (npm install), or check the name.` }]);
    }
    try {
      module = await loadPluginModule(file);
    } catch (error) {
      throw new BuildError([failure({ label, file }, "loading", error, o.configFile)]);
    }
  }
  const running = { label, file: module.file, entry };
  let options = withId({ ...rawOptions });
  if (module.validateOptions) {
    const run = module.validateOptions;
    options = await guarded(running, "validateOptions", () => run({ validate: validateOptions, options }), o.configFile);
  }
  if (module.validateThemeConfig) {
    const run = module.validateThemeConfig;
    const siteConfig = context.siteConfig;
    const themeConfig2 = siteConfig.themeConfig ?? {};
    const checked = await guarded(running, "validateThemeConfig", () => run({ validate: validate2, themeConfig: themeConfig2 }), o.configFile);
    siteConfig.themeConfig = { ...themeConfig2, ...checked };
  }
  const instance = await guarded(running, "the plugin function", () => module.create(context, options), o.configFile);
  if (instance === null || instance === void 0) return void 0;
  if (typeof instance !== "object" || typeof instance.name !== "string") {
    throw new BuildError([failure(running, "the plugin function", new Error("It returned no plugin object with a string `name`."), o.configFile)]);
  }
  return { instance, id: typeof options.id === "string" ? options.id : "default", options, label: instance.name, file: module.file, entry };
}
function checkRoute(route) {
  if (!route || typeof route.path !== "string" || typeof route.component !== "string") throw new TypeError(`addRoute takes { path, component, ... } with both strings; got ${JSON.stringify(route)}.`);
  const unsafe = route.path.startsWith("/") ? unsafeUrlPath(route.path) : "no leading `/`";
  if (unsafe) throw new Error(`addRoute: the path ${JSON.stringify(route.path)} has ${unsafe}, which a page's address cannot have.`);
  if (route.routes !== void 0 && !Array.isArray(route.routes)) throw new TypeError(`addRoute: the \`routes\` of ${route.path} must be an array of routes.`);
  for (const child of route.routes ?? []) checkRoute(child);
}
async function callHook(plugin, hook, run, configFile) {
  const fn = plugin.instance[hook];
  if (typeof fn !== "function") return void 0;
  return await guarded(plugin, hook, () => run((...args) => fn.apply(plugin.instance, args)), configFile);
}
async function guarded(plugin, hook, run, configFile) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError([failure(plugin, hook, error, configFile)]);
  }
}
function failure(plugin, hook, error, configFile) {
  const message = error?.message ?? String(error);
  const at = plugin.file ? errorPositionIn(error, plugin.file) : void 0;
  const where = at && plugin.file ? { file: plugin.file, line: at.line, column: at.column, frame: frameOf(plugin.file, at.line, at.column) } : { file: plugin.file ?? configFile, ...!plugin.file && plugin.entry ? { line: plugin.entry.line, column: plugin.entry.column } : {} };
  const during = hook === "loading" ? "failed to load" : `threw in ${hook}`;
  return { severity: "error", code: "plugin-failed", ...where, message: `The plugin "${plugin.label}" ${during}: ${message.split("\n")[0]}`, hint: process.env.DOCS_DEBUG ? error?.stack : "Fix the plugin, or remove it from the config; DOCS_DEBUG=1 prints the stack." };
}
function frameOf(file, line, column) {
  try {
    return codeFrame(readFileSync3(file, "utf8"), line, column);
  } catch {
    return void 0;
  }
}
function pluginWarning(plugin, configFile, message, hint) {
  return { severity: "warning", code: "plugin-unsupported", file: configFile, line: plugin.entry.line, column: plugin.entry.column, message, hint };
}
async function translate(p, localizationDir2, configFile, call) {
  const files = await call(p, "getTranslationFiles", (fn) => fn({ content: p.content })) ?? [];
  const folder = p.id === "default" ? p.instance.name : `${p.instance.name}-${p.id}`;
  const translationFiles = files.map((f) => {
    const file = path14.join(localizationDir2, folder, `${f.path}.json`);
    if (!isInside(localizationDir2, file)) throw new BuildError([failure(p, "getTranslationFiles", new Error(`The translation file path ${JSON.stringify(f.path)} leads out of the locale's folder.`), configFile)]);
    const translated = existsSync3(file) ? JSON.parse(readFileSync3(file, "utf8")) : {};
    return { path: f.path, content: { ...f.content, ...translated } };
  });
  if (typeof p.instance.translateContent === "function") p.content = await call(p, "translateContent", (fn) => fn({ content: p.content, translationFiles }));
  return files.map((f) => ({ path: path14.join(folder, `${f.path}.json`), content: f.content }));
}
var isPath, withBase;
var init_pluginHost = __esm({
  "../docusaurus/src/host/pluginHost.ts"() {
    "use strict";
    init_diagnostic();
    init_evaluateModule();
    init_planRoutes();
    init_insidePath();
    init_urlPathCheck();
    init_locales();
    init_bundlerSettings();
    init_htmlTags();
    init_pluginModule();
    init_pluginRoutes();
    isPath = (name) => name.startsWith(".") || path14.isAbsolute(name);
    withBase = (baseUrl, routePath) => baseUrl + routePath.replace(/^\//, "");
  }
});

// ../docusaurus/src/loadDocusaurusConfig.ts
var loadDocusaurusConfig_exports = {};
__export(loadDocusaurusConfig_exports, {
  loadDocusaurusConfig: () => loadDocusaurusConfig
});
import { readFileSync as readFileSync4 } from "node:fs";
import path15 from "node:path";
async function loadDocusaurusConfig(configFile) {
  let site;
  try {
    const exported = await evaluateModule(configFile, { resolveMissing: docusaurusPackageStandIn(path15.dirname(configFile)) });
    site = typeof exported === "function" ? await exported() : await exported;
  } catch (error) {
    throw new BuildError([loadFailure(error, configFile)]);
  }
  if (!isObject(site)) {
    throw new BuildError([
      { severity: "error", code: "config-invalid", file: configFile, message: `The config exports ${site === void 0 ? "nothing" : `a ${Array.isArray(site) ? "array" : typeof site}`}, not a config object.`, hint: "End it with `module.exports = config;` or `export default config;` (a function returning the config works too)." }
    ]);
  }
  const source = readFileSync4(configFile, "utf8");
  const locate = (notice2) => located(notice2, configFile, source);
  const errors = validateDocusaurusConfig(site);
  const presets = !errors.length && hasOtherPresets(site) ? await (await Promise.resolve().then(() => (init_loadPresets(), loadPresets_exports))).loadPresets(site, configFile) : void 0;
  errors.push(...presets?.errors ?? []);
  const mapped2 = errors.length ? void 0 : toUserConfig(site, path15.dirname(configFile), presets?.entries);
  const refused = [...errors, ...mapped2?.notices.filter((n) => n.severity === "error") ?? []];
  if (refused.length || !mapped2) throw new BuildError(refused.map(locate));
  if (!mapped2.hosted.length) return { config: mapped2.config, diagnostics: mapped2.notices.map(locate) };
  const { createPluginHost: createPluginHost2 } = await Promise.resolve().then(() => (init_pluginHost(), pluginHost_exports));
  const entries = mapped2.hosted.map(({ kind, entry, shown, at }) => ({ kind, entry, shown, ...locateValue(source, at, { key: true }) }));
  return { config: mapped2.config, diagnostics: mapped2.notices.map(locate), plugins: createPluginHost2({ entries, siteDir: path15.dirname(configFile), configFile, siteConfig: site }) };
}
function docusaurusPackageStandIn(siteDir) {
  return (request) => /^@docusaurus\/[\w.-]+$/.test(request) || COMMUNITY_PACKAGES.includes(request) ? path15.join(siteDir, "node_modules", ...request.split("/")) : void 0;
}
function located(notice2, file, source) {
  const at = locateValue(source, notice2.at, { key: true });
  return { severity: notice2.severity, code: notice2.code, file, ...at ? { line: at.line, column: at.column, frame: codeFrame(source, at.line, at.column) } : {}, message: notice2.message, hint: notice2.hint };
}
function loadFailure(error, file) {
  const at = errorPositionIn(error, file);
  const syntax = error.errors?.length || error instanceof SyntaxError;
  const message = error.errors?.[0]?.text ?? error?.message ?? String(error);
  let frame;
  if (at) {
    try {
      frame = codeFrame(readFileSync4(file, "utf8"), at.line, at.column);
    } catch {
      frame = void 0;
    }
  }
  return {
    severity: "error",
    code: syntax ? "config-syntax" : "config-load",
    file,
    ...at ? { line: at.line, column: at.column, frame } : {},
    message: syntax ? `The config cannot be parsed: ${message}` : `The config threw while loading: ${message}`,
    hint: missingModuleHint(error, file) ?? (/top-level await/i.test(message) ? "A TypeScript or CommonJS config is run as CommonJS, which has no top-level `await`: move it into `export default async function createConfig() { ... }`, which the build awaits (or name the file .mjs)." : syntax ? "Fix the syntax at this position." : `Run \`node ${path15.basename(file)}\` in the site folder to see the same failure; the line above is where it was thrown.`)
  };
}
function missingModuleHint(error, file) {
  const e = error;
  if (e.code !== "MODULE_NOT_FOUND" && e.code !== "ERR_MODULE_NOT_FOUND") return void 0;
  const name = /Cannot find (?:module|package) '([^']+)'/.exec(e.message ?? "")?.[1];
  return name ? `Install ${name} in ${path15.dirname(file)} (npm install ${name}), or remove what needs it from the config.` : void 0;
}
var init_loadDocusaurusConfig = __esm({
  "../docusaurus/src/loadDocusaurusConfig.ts"() {
    "use strict";
    init_diagnostic();
    init_evaluateModule();
    init_locateValue();
    init_nativePlugins();
    init_pluginEntry();
    init_toUserConfig();
    init_validateDocusaurusConfig();
  }
});

// src/config/loadConfig.ts
var loadConfig_exports = {};
__export(loadConfig_exports, {
  CONFIG_FILES: () => CONFIG_FILES,
  findConfigFile: () => findConfigFile,
  loadConfig: () => loadConfig,
  normalizeBaseUrl: () => normalizeBaseUrl,
  withDefaults: () => withDefaults2
});
import { existsSync as existsSync4, readFileSync as readFileSync5 } from "node:fs";
import path16 from "node:path";
function findConfigFile(siteDir) {
  return CONFIG_FILES.map((f) => path16.join(siteDir, f)).find((f) => existsSync4(f));
}
async function loadConfig(siteDir) {
  const configFile = findConfigFile(siteDir);
  if (!configFile) {
    throw new BuildError([
      {
        severity: "error",
        code: "config-missing",
        message: `No config file in ${siteDir}.`,
        hint: `Create ${path16.join(siteDir, "docs.config.ts")} exporting defineConfig({ title, url }), or run in the folder of a Docusaurus site (the one with docusaurus.config.js).`
      }
    ]);
  }
  const { raw, diagnostics, plugins } = await loadRawConfig(configFile, siteDir);
  if (raw === void 0) {
    throw new BuildError([
      { severity: "error", code: "config-invalid", file: configFile, message: "The config file has no default export.", hint: "End it with `export default defineConfig({ ... })`." }
    ]);
  }
  const issues = validate(raw, siteConfigSchema);
  const source = readFileSync5(configFile, "utf8");
  if (issues.length) {
    throw new BuildError(
      issues.map((i) => ({
        severity: "error",
        code: "config-invalid",
        file: configFile,
        ...withFrame(source, locateKey(source, i.key)),
        message: `Config key \`${i.key}\` should be ${i.expected}, but is ${i.received}.`,
        hint: i.suggestion ? `Did you mean \`${i.suggestion}\`?` : "Fix the key in the config file; `defineConfig` gives completion for every key."
      }))
    );
  }
  const config = withDefaults2(raw);
  if (plugins) Object.defineProperty(config, "plugins", { value: plugins, enumerable: false });
  return { config, configFile, siteDir, diagnostics: [...diagnostics, ...warnUnsupported(raw, configFile, source)] };
}
async function loadRawConfig(configFile, siteDir) {
  if (isDocusaurusConfigFile(configFile)) {
    const { loadDocusaurusConfig: loadDocusaurusConfig2 } = await Promise.resolve().then(() => (init_loadDocusaurusConfig(), loadDocusaurusConfig_exports));
    const loaded = await loadDocusaurusConfig2(configFile);
    return { raw: loaded.config, diagnostics: loaded.diagnostics, plugins: loaded.plugins };
  }
  try {
    const mod = await importTypeScript(configFile, siteDir);
    return { raw: mod.default, diagnostics: [] };
  } catch (error) {
    throw new BuildError([fromLoadError(error, configFile)]);
  }
}
function fromLoadError(error, file) {
  const e = error;
  const first = e.errors?.[0];
  if (first) {
    return {
      severity: "error",
      code: "config-syntax",
      file: first.location ? path16.resolve(path16.dirname(file), path16.basename(first.location.file)) : file,
      line: first.location?.line,
      column: first.location ? first.location.column + 1 : void 0,
      message: first.text
    };
  }
  return { severity: "error", code: "config-load", file, message: `The config file threw while loading: ${e.message ?? String(error)}` };
}
function routeBase(value, fallback) {
  return value === void 0 ? fallback : joinUrl(value);
}
function normalizeBaseUrl(baseUrl) {
  let b = baseUrl ?? "/";
  if (!b.startsWith("/")) b = "/" + b;
  if (!b.endsWith("/")) b += "/";
  return b;
}
function blogWithDefaults(userBlog) {
  return {
    path: "blog",
    blogTitle: "Blog",
    blogSidebarTitle: "Recent posts",
    tagsBasePath: "tags",
    pageBasePath: "page",
    archiveBasePath: "archive",
    sortPosts: "descending",
    ...userBlog,
    postsPerPage: userBlog.postsPerPage ?? 10,
    blogSidebarCount: userBlog.blogSidebarCount ?? 5,
    showReadingTime: userBlog.showReadingTime ?? true,
    feedOptions: feedOptionsOf(userBlog.feedOptions),
    routeBasePath: routeBase(userBlog.routeBasePath, "/blog")
  };
}
function docsWithDefaults(docs2, themeToc) {
  return {
    ...docs2,
    path: docs2.path ?? "docs",
    routeBasePath: routeBase(docs2.routeBasePath, "/docs"),
    sidebarPath: docs2.sidebarPath,
    toc: { minHeadingLevel: docs2.toc?.minHeadingLevel ?? themeToc?.minHeadingLevel ?? 2, maxHeadingLevel: docs2.toc?.maxHeadingLevel ?? themeToc?.maxHeadingLevel ?? 3 },
    editUrl: docs2.editUrl,
    currentVersionLabel: docs2.currentVersionLabel ?? "Next",
    tagsBasePath: docs2.tagsBasePath ?? "tags",
    breadcrumbs: docs2.breadcrumbs ?? true,
    sidebarCollapsible: docs2.sidebarCollapsible ?? true,
    sidebarCollapsed: docs2.sidebarCollapsed ?? true,
    numberPrefixParser: docs2.numberPrefixParser ?? true,
    ...contentPluginsOf(docs2)
  };
}
function withDefaults2(user) {
  const blog2 = user.blog === false ? false : blogWithDefaults(user.blog ?? {});
  const docs2 = user.docs === false ? {} : user.docs ?? {};
  const pages2 = user.pages === false ? {} : user.pages ?? {};
  const themeToc = user.themeConfig?.tableOfContents;
  const staticDirectories = user.staticDirectories ?? [user.staticDir ?? "static"];
  const footerLinks2 = user.footer?.links ?? [];
  const algolia = user.themeConfig?.algolia !== void 0;
  const algoliaSearch = algoliaOf(user.themeConfig) !== void 0;
  const navbarItems = user.navbar?.items ?? [];
  const hasSearchItem = navbarItems.some((item) => item.type === "search");
  const simpleFooter = footerLinks2.length > 0 && !footerLinks2.some((l) => "items" in l || "title" in l);
  return {
    title: user.title,
    tagline: user.tagline ?? "",
    url: user.url.replace(/\/+$/, ""),
    baseUrl: normalizeBaseUrl(user.baseUrl),
    favicon: user.favicon,
    image: user.image ?? user.themeConfig?.image,
    i18n: { ...user.i18n, defaultLocale: user.i18n?.defaultLocale ?? "en", locales: user.i18n?.locales ?? [user.i18n?.defaultLocale ?? "en"] },
    docs: { ...docsWithDefaults(docs2, themeToc), ...user.docs === false && { disabled: true } },
    docsInstances: (user.docsInstances ?? []).map((instance) => ({ ...docsWithDefaults(instance, themeToc), id: instance.id })),
    blog: blog2,
    blogInstances: (user.blogInstances ?? []).map((instance) => ({ ...blogWithDefaults(instance), id: instance.id })),
    pages: { ...pages2, routeBasePath: routeBase(pages2.routeBasePath, "/"), ...contentPluginsOf(pages2), ...user.pages === false && { disabled: true } },
    markdown: {
      ...user.markdown,
      format: user.markdown?.format ?? "mdx",
      mdx1Compat: {
        comments: user.markdown?.mdx1Compat?.comments ?? true,
        admonitions: user.markdown?.mdx1Compat?.admonitions ?? true,
        headingIds: user.markdown?.mdx1Compat?.headingIds ?? true
      }
    },
    navbar: {
      // `title: null` or '' shows the logo alone, as in Docusaurus.
      title: user.navbar?.title === void 0 ? user.title : user.navbar.title,
      logo: user.navbar?.logo,
      style: user.navbar?.style,
      hideOnScroll: user.navbar?.hideOnScroll ?? false,
      items: algolia && !hasSearchItem && user.search !== false ? [...navbarItems, { type: "search", position: "right" }] : navbarItems
    },
    footer: {
      style: user.footer?.style ?? "light",
      logo: user.footer?.logo,
      links: simpleFooter ? [{ title: null, items: footerLinks2 }] : footerLinks2,
      simple: simpleFooter,
      copyright: user.footer?.copyright
    },
    announcementBar: user.announcementBar && { ...user.announcementBar, id: user.announcementBar.id ?? "announcement-bar", isCloseable: user.announcementBar.isCloseable ?? true },
    metadata: user.metadata ?? user.themeConfig?.metadata ?? [],
    noIndex: user.noIndex ?? false,
    titleDelimiter: user.titleDelimiter ?? "|",
    trailingSlash: user.trailingSlash,
    onBrokenLinks: user.onBrokenLinks ?? "warn",
    onBrokenMarkdownLinks: user.markdown?.hooks?.onBrokenMarkdownLinks && typeof user.markdown.hooks.onBrokenMarkdownLinks === "string" ? user.markdown.hooks.onBrokenMarkdownLinks : user.onBrokenMarkdownLinks ?? "warn",
    onBrokenAnchors: user.onBrokenAnchors ?? "warn",
    onDuplicateRoutes: user.onDuplicateRoutes ?? "warn",
    stylesheets: user.stylesheets ?? [],
    scripts: user.scripts ?? [],
    headTags: user.headTags ?? [],
    clientModules: user.clientModules ?? [],
    staticDirectories,
    baseUrlIssueBanner: user.baseUrlIssueBanner ?? true,
    colorMode: {
      defaultMode: user.colorMode?.defaultMode ?? "light",
      disableSwitch: user.colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: user.colorMode?.respectPrefersColorScheme ?? false
    },
    search: user.search ?? ((hasSearchItem || algolia) && !algoliaSearch),
    propsTables: user.propsTables?.modules ? { modules: user.propsTables.modules } : void 0,
    infima: user.infima ?? false,
    themeConfig: user.themeConfig ?? {},
    customFields: user.customFields ?? {},
    csp: user.csp ?? {},
    gtag: user.gtag && { trackingID: [user.gtag.trackingID].flat(), anonymizeIP: user.gtag.anonymizeIP ?? false },
    googleTagManager: user.googleTagManager,
    sitemap: user.sitemap === false ? false : { lastmod: null, changefreq: null, priority: null, ignorePatterns: [], filename: "sitemap.xml", ...user.sitemap },
    clientRedirects: user.clientRedirects && { redirects: [], fromExtensions: [], toExtensions: [], ...user.clientRedirects },
    pwa: user.pwa && { offlineModeActivationStrategies: ["appInstalled", "queryString", "standalone"], pwaHead: [], debug: false, ...user.pwa },
    idealImage: user.idealImage,
    debug: user.debug ?? false,
    deployEnv: user.deployEnv ?? {},
    compress: encodingsOf(user.compress),
    staticDir: staticDirectories[0] ?? "static",
    pagesDir: pages2.path ?? user.pagesDir ?? "src/pages"
  };
}
function feedOptionsOf(user) {
  const type = user?.type;
  const types = type === null ? [] : type === void 0 || type === "all" ? ["rss", "atom", "json"] : Array.isArray(type) ? type : [type];
  return { ...user, type: types, limit: user?.limit ?? false };
}
function contentPluginsOf(options) {
  const out = {};
  for (const key of ["beforeDefaultRemarkPlugins", "remarkPlugins", "beforeDefaultRehypePlugins", "rehypePlugins"]) if (options?.[key]?.length) out[key] = options[key];
  return out;
}
function withFrame(source, at) {
  return at ? { line: at.line, column: at.column, frame: codeFrame(source, at.line, at.column) } : {};
}
var CONFIG_FILES;
var init_loadConfig = __esm({
  "src/config/loadConfig.ts"() {
    "use strict";
    init_algolia();
    init_locateKey();
    init_diagnostic();
    init_importTypeScript();
    init_schema();
    init_validate();
    init_paths();
    init_compressSetting();
    init_configFiles();
    init_unsupportedKeys();
    CONFIG_FILES = ["docs.config.ts", "docs.config.mts", "docs.config.js", "docs.config.mjs", ...DOCUSAURUS_CONFIG_FILES];
  }
});

// src/compile/compileDocument.ts
import { createProcessor } from "@mdx-js/mdx";
import { toString as toString5 } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import { VFile as VFile2 } from "vfile";

// src/compile/blamePlugin.ts
var PluginError = class extends Error {
  constructor(plugin, cause) {
    super(`${plugin}: ${cause?.message ?? String(cause)}`);
    this.plugin = plugin;
    this.cause = cause;
    this.name = "PluginError";
  }
  plugin;
  cause;
};
var blame = (plugin) => (error) => error instanceof PluginError ? error : new PluginError(plugin, error);
function blamePlugins(list, place) {
  return list.map((entry, i) => {
    const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
    if (typeof plugin !== "function") return entry;
    const name = `${place}[${i}]${plugin.name ? ` (${plugin.name})` : ""}`;
    const wrapped = blamedAttacher(plugin, blame(name));
    return Array.isArray(entry) ? [wrapped, ...options] : wrapped;
  });
}
function blamedAttacher(plugin, toError) {
  return function(...args) {
    let transformer;
    try {
      transformer = plugin.apply(this, args);
    } catch (error) {
      throw toError(error);
    }
    return typeof transformer === "function" ? blamedTransformer(transformer, toError) : transformer;
  };
}
function blamedTransformer(transformer, toError) {
  const settle2 = (result) => result instanceof Promise ? result.catch((e) => Promise.reject(toError(e))) : result;
  if (transformer.length >= 3) {
    return ((tree, file, next) => {
      try {
        return settle2(transformer(tree, file, (error, ...rest) => next(error ? toError(error) : error, ...rest)));
      } catch (error) {
        throw toError(error);
      }
    });
  }
  return ((tree, file) => {
    try {
      return settle2(transformer(tree, file));
    } catch (error) {
      throw toError(error);
    }
  });
}

// src/compile/contentPlugins.ts
init_hash();
function optionsOf(config, section, pluginId) {
  if (pluginId && pluginId !== "default" && section !== "pages") {
    const instances = section === "docs" ? config.docsInstances : config.blogInstances;
    const i = instances.findIndex((d) => d.id === pluginId);
    if (i >= 0) return { options: instances[i], at: `${section}Instances[${i}]` };
  }
  if (section === "docs") return { options: config.docs, at: section };
  if (section === "blog") return { options: config.blog || {}, at: section };
  return { options: config.pages, at: section };
}
var NONE = { beforeRemark: [], remark: [], beforeRehype: [], rehype: [] };
var configs = /* @__PURE__ */ new Map();
async function pluginsFor(source, section, pluginId) {
  if (!source || !section) return NONE;
  let config = configs.get(source.key);
  if (!config) {
    const { loadConfig: loadConfig2 } = await Promise.resolve().then(() => (init_loadConfig(), loadConfig_exports));
    config = loadConfig2(source.siteDir).then((loaded) => loaded.config);
    configs.set(source.key, config);
  }
  const { options, at } = optionsOf(await config, section, pluginId);
  const list = (key) => blamePlugins(options[key] ?? [], `${at}.${key}`);
  return { beforeRemark: list("beforeDefaultRemarkPlugins"), remark: list("remarkPlugins"), beforeRehype: list("beforeDefaultRehypePlugins"), rehype: list("rehypePlugins") };
}

// src/content/fencedLines.ts
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
function fencedLines(text) {
  const fenced = [];
  let fence;
  for (const line of text.split("\n")) {
    const open = FENCE.exec(line);
    if (fence) {
      fenced.push(true);
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = void 0;
    } else {
      fenced.push(open !== null);
      if (open) fence = open[1];
    }
  }
  return fenced;
}

// src/compile/remarkAdmonitions.ts
import { toString } from "mdast-util-to-string";

// src/compile/visitTree.ts
var SKIP = "skip";
var EXIT = false;
function visitTree(tree, typeOrVisitor, maybeVisitor) {
  const type = typeof typeOrVisitor === "string" ? typeOrVisitor : void 0;
  const visitor = typeof typeOrVisitor === "string" ? maybeVisitor : typeOrVisitor;
  const walk = (node, index, parent) => {
    const action = type === void 0 || node.type === type ? visitor(node, index, parent) : void 0;
    if (action === EXIT || action === SKIP) return action;
    const own = node;
    for (let i = 0; own.children && i >= 0 && i < own.children.length; ) {
      const next = walk(own.children[i], i, own);
      if (next === EXIT) return EXIT;
      i = typeof next === "number" ? next : i + 1;
    }
    return action;
  };
  walk(tree, void 0, void 0);
}

// src/compile/remarkAdmonitions.ts
var ADMONITION_TYPES = ["note", "tip", "info", "caution", "danger", "warning", "important"];
function normalizeAdmonitionSyntax(source) {
  const types = ADMONITION_TYPES.join("|");
  return source.replace(new RegExp(`^([ \\t]*:::(?:${types}))[ \\t]+([^\\[{\\n][^\\n]*?)[ \\t]*$`, "gm"), "$1[$2]");
}
function remarkAdmonitions() {
  return (tree) => {
    visitTree(tree, (node, index, parent) => {
      if (!parent || index === void 0) return;
      if (node.type === "containerDirective" && ADMONITION_TYPES.includes(node.name)) {
        const directive = node;
        let title;
        const children = directive.children.filter((child) => {
          if (child.type === "paragraph" && child.data?.directiveLabel) {
            title = toString(child);
            return false;
          }
          return true;
        });
        const type = directive.name === "warning" ? "caution" : directive.name === "important" ? "info" : directive.name;
        const attributes2 = [{ type: "mdxJsxAttribute", name: "type", value: type }];
        if (title) attributes2.push({ type: "mdxJsxAttribute", name: "title", value: title });
        parent.children[index] = { type: "mdxJsxFlowElement", name: "Admonition", attributes: attributes2, children, position: directive.position };
        return;
      }
      if (node.type === "textDirective" || node.type === "leafDirective" || node.type === "containerDirective") {
        const d = node;
        const marker = node.type === "textDirective" ? ":" : node.type === "leafDirective" ? "::" : ":::";
        const label = d.children.length && node.type !== "containerDirective" ? `[${toString(d)}]` : "";
        const text = { type: "text", value: `${marker}${d.name}${label}`, position: d.position };
        if (node.type === "textDirective") {
          parent.children[index] = text;
        } else if (node.type === "leafDirective") {
          parent.children[index] = { type: "paragraph", children: [text] };
        } else {
          parent.children.splice(index, 1, { type: "paragraph", children: [text] }, ...d.children);
        }
        return SKIP;
      }
    });
  };
}

// src/compile/mdx1Compat.ts
function outsideCode(source, rewrite) {
  const lines = source.split("\n");
  const fenced = fencedLines(source);
  const out = [];
  let prose = [];
  const flush = () => {
    if (!prose.length) return;
    out.push(rewriteMaskingInlineCode(prose.join("\n"), rewrite));
    prose = [];
  };
  for (const [i, line] of lines.entries()) {
    if (!fenced[i]) {
      prose.push(line);
      continue;
    }
    flush();
    out.push(line);
  }
  flush();
  return out.join("\n");
}
function rewriteMaskingInlineCode(text, rewrite) {
  const spans = [];
  const masked = text.replace(/(`+)[^`][\s\S]*?\1/g, (m) => (spans.push(m), `\uE000${spans.length - 1}\uE001`));
  return rewrite(masked).replace(/\uE000(\d+)\uE001/g, (_m, i) => spans[Number(i)]);
}
function htmlCommentsToMdx(source) {
  if (!source.includes("<!--")) return source;
  return outsideCode(source, (text) => text.replace(/<!--([\s\S]*?)-->/g, (_m, body) => `{/* ${body.replace(/\*\//g, "* ")}*/}`));
}
function escapeHeadingIds(source) {
  return source.replace(/^(#{1,6}[ \t].*?)\{#([^}\s]+)\}[ \t]*$/gm, "$1\\{#$2}");
}
function compilableSource(doc, compat) {
  let text = doc.body;
  if (doc.format === "mdx" && compat.comments) text = htmlCommentsToMdx(text);
  if (doc.format === "mdx" && compat.headingIds) text = escapeHeadingIds(text);
  if (compat.admonitions) text = normalizeAdmonitionSyntax(text);
  return text;
}
var VOID_ELEMENTS = /* @__PURE__ */ new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
function mdx1Hint(reason, ruleId, lineText2, column) {
  const at = column ? lineText2.slice(column - 2) : lineText2;
  if (/to create a comment in MDX/.test(reason) || ruleId === "unexpected-character" && at.startsWith("<!--")) {
    return "MDX 1 accepted HTML comments; MDX 3 does not. Write `{/* comment */}`, or turn on `markdown: { mdx1Compat: { comments: true } }` in docs.config.ts.";
  }
  if (/to create a link in MDX/.test(reason)) {
    return "MDX 1 accepted `<https://...>` autolinks; MDX 3 does not. Write the bare URL (it is linked automatically) or `[text](https://...)`.";
  }
  const tag = /Expected a closing tag for `<([\w.:-]+)>`/.exec(reason)?.[1];
  if (tag && VOID_ELEMENTS.has(tag.toLowerCase())) {
    return `MDX 1 accepted HTML's unclosed \`<${tag}>\`; MDX 3 reads tags as JSX, where it must close itself: write \`<${tag} />\`.`;
  }
  if (tag) {
    return `MDX 1 accepted HTML's optional closing tags; MDX 3 reads tags as JSX: close \`<${tag}>\` with \`</${tag}>\` in the same paragraph or block, or put blank lines around the tags so each stands alone.`;
  }
  if (ruleId === "acorn" || /Could not parse expression|Unexpected end of file in expression/.test(reason)) {
    return "MDX 1 showed `{` in text as it is; in MDX 3 it starts a JavaScript expression. Escape it as `\\{`, or put the text in `inline code`.";
  }
  if (ruleId === "unexpected-character" && /before name/.test(reason)) {
    return "In MDX 3, `<` starts a JSX tag: write `\\<` or `&lt;` for a less-than sign, or put the text in `inline code`.";
  }
  if (ruleId === "unexpected-closing-slash") {
    return "A closing tag without its opening tag in the same block: MDX 3 reads tags as JSX. Remove it, or open the tag in the same paragraph.";
  }
  return void 0;
}

// src/compile/compileDocument.ts
init_diagnostic();

// src/compile/remarkRawCodeBlocks.ts
var RAW_LOADER = /^!{0,2}raw-loader!/;
var CODE_HTML_PREFIX = "!!docs-code-html!";
var identifier = (name) => ({ type: "Identifier", name });
function memberAttribute(name, object, property) {
  const expression = { type: "MemberExpression", object: identifier(object), property: identifier(property), computed: false, optional: false };
  const estree = { type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression }] };
  return { type: "mdxJsxAttribute", name, value: { type: "mdxJsxAttributeValueExpression", value: `${object}.${property}`, data: { estree } } };
}
function importNode(name, specifier) {
  const declaration = { type: "ImportDeclaration", specifiers: [{ type: "ImportDefaultSpecifier", local: identifier(name) }], source: { type: "Literal", value: specifier, raw: JSON.stringify(specifier) }, attributes: [] };
  return { type: "mdxjsEsm", value: `import ${name} from ${JSON.stringify(specifier)};`, data: { estree: { type: "Program", sourceType: "module", body: [declaration] } } };
}
function stringAttribute(element2, name) {
  const attribute = element2.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attribute?.value === "string" ? attribute.value : void 0;
}
function onlyExpression(element2) {
  let children = element2.children.filter((c) => !(c.type === "text" && c.value.trim() === ""));
  if (children.length === 1 && children[0].type === "paragraph") children = children[0].children.filter((c) => !(c.type === "text" && c.value.trim() === ""));
  const only = children.length === 1 ? children[0] : void 0;
  if (!only || only.type !== "mdxFlowExpression" && only.type !== "mdxTextExpression") return void 0;
  const name = only.value.trim();
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : void 0;
}
function remarkRawCodeBlocks() {
  return (tree) => {
    const raw = /* @__PURE__ */ new Map();
    for (const node of tree.children) {
      if (node.type !== "mdxjsEsm") continue;
      for (const statement of node.data?.estree?.body ?? []) {
        if (statement.type !== "ImportDeclaration" || typeof statement.source.value !== "string" || !RAW_LOADER.test(statement.source.value)) continue;
        const name = statement.specifiers.find((s2) => s2.type === "ImportDefaultSpecifier")?.local.name;
        if (name) raw.set(name, statement.source.value.replace(RAW_LOADER, ""));
      }
    }
    if (!raw.size) return;
    const added = [];
    visitTree(tree, (node) => {
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      const element2 = node;
      if (element2.name !== "CodeBlock" || element2.attributes.some((a) => a.type === "mdxJsxAttribute" && (a.name === "html" || a.name === "live"))) return;
      const source = onlyExpression(element2);
      const file = source ? raw.get(source) : void 0;
      if (!file) return;
      const title = stringAttribute(element2, "title");
      const lineNumbers = element2.attributes.some((a) => a.type === "mdxJsxAttribute" && a.name === "showLineNumbers" && (a.value === null || a.value === "true"));
      const meta = [stringAttribute(element2, "metastring"), title === void 0 ? void 0 : `title=${JSON.stringify(title)}`, lineNumbers ? "showLineNumbers" : void 0].filter(Boolean).join(" ");
      const request = { language: stringAttribute(element2, "language"), meta };
      const name = `__docsCodeHtml${added.length}`;
      added.push(importNode(name, `${CODE_HTML_PREFIX}${encodeURIComponent(JSON.stringify(request))}!${file}`));
      element2.attributes.push(memberAttribute("html", name, "html"), memberAttribute("code", name, "code"));
    });
    tree.children.unshift(...added);
  };
}

// src/compile/valueToEstree.ts
function valueToEstree(value) {
  if (value instanceof Date) return { type: "Literal", value: value.toISOString() };
  if (Array.isArray(value)) return { type: "ArrayExpression", elements: value.map(valueToEstree) };
  if (typeof value === "object" && value !== null) {
    return {
      type: "ObjectExpression",
      properties: Object.entries(value).filter(([, v]) => v !== void 0).map(([key, v]) => ({ type: "Property", key: { type: "Literal", value: key }, value: valueToEstree(v), kind: "init", method: false, shorthand: false, computed: false }))
    };
  }
  if (typeof value === "string" || typeof value === "boolean" || value === null) return { type: "Literal", value };
  if (typeof value === "number" && Number.isFinite(value)) return { type: "Literal", value };
  return { type: "Literal", value: null };
}

// src/compile/remarkDocusaurusExports.ts
init_escapeHtml();
var tocItem = (h) => valueToEstree({ value: escapeHtml(h.value), id: h.id, level: h.depth });
function tocExpression(headings, partials) {
  const listed = (from, to) => headings.slice(from, to).filter((h) => h.depth > 1).map(tocItem);
  const elements = [];
  let next = 0;
  for (const partial of partials) {
    elements.push(...listed(next, Math.max(next, partial.at)));
    next = Math.max(next, partial.at);
    elements.push({ type: "SpreadElement", argument: { type: "Identifier", name: partial.name } });
  }
  elements.push(...listed(next));
  return { type: "ArrayExpression", elements };
}
var CONTENT_FRONT_MATTER = "\nMDXContent.frontMatter = frontMatter;\n";
function remarkDocusaurusExports() {
  return (tree, file) => {
    const frontMatter = file.data.frontMatter ?? {};
    const own = tree.children.filter((n) => n.type === "mdxjsEsm").map((n) => n.value).join("\n");
    const headings = file.data.headings ?? [];
    const values = {
      frontMatter,
      contentTitle: headings.find((h) => h.depth === 1)?.value ?? null,
      toc: tocExpression(headings, file.data.partialTocs ?? [])
    };
    const declarations = Object.entries(values).filter(([name]) => !new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b|\\bas\\s+${name}\\b`).test(own)).map(([name, value]) => ({
      type: "ExportNamedDeclaration",
      specifiers: [],
      source: null,
      attributes: [],
      declaration: { type: "VariableDeclaration", kind: "const", declarations: [{ type: "VariableDeclarator", id: { type: "Identifier", name }, init: name === "toc" ? value : valueToEstree(value) }] }
    }));
    if (declarations.some((d) => d.declaration.declarations[0].id.name === "frontMatter")) file.data.frontMatterExport = true;
    if (!declarations.length) return;
    tree.children.unshift({ type: "mdxjsEsm", value: "", data: { estree: { type: "Program", sourceType: "module", body: declarations } } });
  };
}

// src/compile/remarkHeadingIds.ts
import GithubSlugger from "github-slugger";
import { toString as toString2 } from "mdast-util-to-string";
var CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;
var COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;
function takeCommentId(node) {
  const last = node.children[node.children.length - 1];
  const m = last?.type === "mdxTextExpression" ? COMMENT_ID.exec(last.value ?? "") : null;
  if (!m) return void 0;
  node.children.pop();
  const before = node.children[node.children.length - 1];
  if (before?.type === "text") before.value = before.value.replace(/\s+$/, "");
  return m[1];
}
function remarkHeadingIds(options = {}) {
  return (tree, file) => {
    const slugger = new GithubSlugger();
    const headings = [];
    const diagnostics = [];
    const used = /* @__PURE__ */ new Set();
    visitTree(tree, "heading", (node) => {
      let id = takeCommentId(node);
      const last = node.children[node.children.length - 1];
      if (id === void 0 && last?.type === "text") {
        const m = CUSTOM_ID.exec(last.value);
        if (m) id = m[1];
        if (m) last.value = last.value.slice(0, m.index);
      }
      if (id !== void 0) {
        slugger.slug(id);
        if (used.has(id)) {
          diagnostics.push({
            severity: "warning",
            code: "duplicate-heading-id",
            file: file.path,
            line: node.position?.start.line,
            column: node.position?.start.column,
            message: `The heading id "${id}" is already used by a heading above; links to #${id} reach only the first.`,
            hint: `Give this heading another {#id}.`
          });
        }
      }
      const value = toString2(node).trim();
      id ??= slugger.slug(value, options.maintainCase === true);
      used.add(id);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties ?? {}, id } };
      headings.push({ depth: node.depth, value, id });
    });
    file.data.headings = headings;
    file.data.headingDiagnostics = diagnostics;
  };
}

// src/compile/nestingDepth.ts
var MAX_NESTING = 100;
var CONTAINER_MARKER = /^(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$)[ \t]?/;
var FENCE2 = /^(`{3,}|~{3,})/;
function indentWidth(line) {
  let width = 0;
  let i = 0;
  for (; i < line.length; i++) {
    if (line[i] === " ") width++;
    else if (line[i] === "	") width += 4 - width % 4;
    else break;
  }
  return { width, length: i };
}
function excessiveNesting(body, file) {
  let fence;
  let lineNumber = 0;
  for (const raw of body.split("\n")) {
    lineNumber++;
    let rest = raw;
    let depth = 0;
    for (; ; ) {
      const indent = indentWidth(rest);
      depth += Math.floor(indent.width / 2);
      rest = rest.slice(indent.length);
      const marker = CONTAINER_MARKER.exec(rest);
      if (!marker || fence) break;
      depth++;
      rest = rest.slice(marker[0].length);
    }
    const opening = FENCE2.exec(rest)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && rest.slice(opening.length).trim() === "") fence = void 0;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    if (depth > MAX_NESTING) {
      return {
        severity: "error",
        code: "nesting-too-deep",
        file,
        line: lineNumber,
        column: 1,
        message: `Lists and block quotes nest ${depth} levels deep here; at most ${MAX_NESTING} are allowed.`,
        hint: "Flatten the structure: no reader follows more than a few levels of nesting."
      };
    }
  }
  return void 0;
}

// src/compile/parseInPieces.ts
import { VFile } from "vfile";
var LONG_TABLE_ROWS = 1e3;
var PIECE_CHARS = 2500;
var ROW_LINE = /^ {0,3}\|/;
var KEPT_LINES = 2;
function parseInPieces({ parser, file, minRows = LONG_TABLE_ROWS, pieceChars = PIECE_CHARS }) {
  const source = String(file.value);
  const lineStarts = lineStartsOf(source);
  const cuts = longRowRuns(source, lineStarts, minRows);
  if (!cuts.length) return parser.parse(file);
  try {
    return withPieces({ parser, file, source, lineStarts, cuts, pieceChars }) ?? parser.parse(file);
  } catch {
    return parser.parse(file);
  }
}
function lineStartsOf(source) {
  const starts = [0];
  for (let at = source.indexOf("\n"); at >= 0; at = source.indexOf("\n", at + 1)) starts.push(at + 1);
  return starts;
}
function longRowRuns(source, lineStarts, minRows) {
  const cuts = [];
  let removed = 0;
  let removedLines = 0;
  const lineAt = (i) => source.slice(lineStarts[i], lineStarts[i + 1] ?? source.length);
  for (let i = 0; i < lineStarts.length; ) {
    if (!ROW_LINE.test(lineAt(i))) {
      i++;
      continue;
    }
    let runEnd = i + 1;
    while (runEnd < lineStarts.length && ROW_LINE.test(lineAt(runEnd))) runEnd++;
    const firstLine = i + KEPT_LINES;
    const end = runEnd === lineStarts.length ? runEnd - 1 : runEnd;
    if (end - firstLine > minRows) {
      const start = lineStarts[firstLine];
      const stop = lineStarts[end];
      cuts.push({ firstLine, lines: end - firstLine, start, end: stop, startWithout: start - removed, lineWithout: firstLine + 1 - removedLines });
      removed += stop - start;
      removedLines += end - firstLine;
    }
    i = runEnd;
  }
  return cuts;
}
function withPieces({ parser, file, source, lineStarts, cuts, pieceChars }) {
  let without = "";
  let from = 0;
  for (const cut of cuts) {
    without += source.slice(from, cut.start);
    from = cut.end;
  }
  without += source.slice(from);
  const tree = parser.parse(new VFile({ path: file.path, value: without }));
  const places = [];
  for (const cut of cuts) {
    const found = tableAround(tree, cut.lineWithout);
    if (!found) return void 0;
    places.push(found);
  }
  const shiftAt = (offset) => {
    const shift = { line: 0, offset: 0 };
    for (const cut of cuts) {
      if (offset < cut.startWithout) break;
      shift.line += cut.lines;
      shift.offset += cut.end - cut.start;
    }
    return shift;
  };
  shiftPlaces(tree, shiftAt);
  const definitions = definitionLines(tree);
  const size = Math.max(pieceChars, definitions.length);
  for (let i = cuts.length - 1; i >= 0; i--) {
    const cut = cuts[i];
    const { table, after } = places[i];
    const header = lineText(source, lineStarts, table.position.start.line - 1);
    const delimiter = lineText(source, lineStarts, table.position.start.line);
    const startInPiece = header.length + delimiter.length + 2;
    const rows = [];
    for (let first = cut.firstLine, rowCount = 0; first < cut.firstLine + cut.lines; first += rowCount) {
      rowCount = 1;
      while (first + rowCount < cut.firstLine + cut.lines && lineStarts[first + rowCount] - lineStarts[first] < size) rowCount++;
      const piece = pieceRows({ parser, file, header, delimiter, definitions, text: source.slice(lineStarts[first], lineStarts[first + rowCount]), count: rowCount });
      if (!piece) return void 0;
      const shift = { line: first + 1 - 3, offset: lineStarts[first] - startInPiece };
      shiftPlaces(piece, () => shift);
      for (const row of piece) rows.push(row);
    }
    const endsAtCut = after === table.children.length - 1;
    table.children = table.children.slice(0, after + 1).concat(rows, table.children.slice(after + 1));
    if (endsAtCut) table.position.end = { ...rows[rows.length - 1].position.end };
  }
  return tree;
}
function tableAround(tree, line) {
  for (const node of tree.children) {
    if (node.type !== "table" || node.position.start.line >= line) continue;
    const after = node.children.findIndex((row, i) => row.position.end.line === line - 1 || i === 0 && row.position.start.line === line - 2);
    if (after >= 0) return { table: node, after };
  }
  return void 0;
}
function lineText(source, lineStarts, index) {
  return source.slice(lineStarts[index], lineStarts[index + 1] ?? source.length).replace(/\r?\n$/, "");
}
function definitionLines(tree) {
  const lines = [];
  visitTree(tree, (node) => {
    if (node.type === "definition") lines.push(`[${node.identifier}]: #`);
    else if (node.type === "footnoteDefinition") lines.push(`[^${node.identifier}]: #`);
  });
  return lines.length ? `

${lines.join("\n\n")}
` : "";
}
function pieceRows({ parser, file, header, delimiter, definitions, text, count }) {
  const body = text.replace(/\r?\n$/, "");
  const piece = parser.parse(new VFile({ path: file.path, value: `${header}
${delimiter}
${body}${definitions}` }));
  const table = piece.children[0];
  if (table?.type !== "table" || table.children.length !== count + 1) return void 0;
  return table.children.slice(1);
}
function shiftPlaces(value, shiftAt) {
  if (Array.isArray(value)) {
    for (const item of value) shiftPlaces(item, shiftAt);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const record = value;
  if (typeof record.line === "number" && typeof record.column === "number") {
    if (typeof record.offset === "number") {
      const shift = shiftAt(record.offset);
      record.line += shift.line;
      record.offset += shift.offset;
    }
    return;
  }
  if (typeof record.type === "string" && typeof record.start === "number" && typeof record.end === "number") {
    const shift = shiftAt(record.start);
    record.start += shift.offset;
    record.end = record.end + shiftAt(record.end).offset;
    if (Array.isArray(record.range)) record.range = [record.start, record.end];
  }
  for (const key in record) if (key !== "range") shiftPlaces(record[key], shiftAt);
}

// src/compile/remarkLinks.ts
import { readFileSync as readFileSync6, statSync } from "node:fs";
import path18 from "node:path";

// src/compile/markdownLinks.ts
init_insidePath();
import path17 from "node:path";
var MARKDOWN_FILE = /\.mdx?$/i;
function foldersToTry(linkPath, fileDir, roots, siteDir) {
  if (linkPath.startsWith("/")) return [...roots, siteDir];
  if (linkPath.startsWith("./") || linkPath.startsWith("../")) return [fileDir];
  return [fileDir, ...roots, siteDir];
}
function markdownLinkCandidates(decodedPath, sourceFile, { siteDir, contentRoots }) {
  if (decodedPath.startsWith("@site/")) return [{ file: path17.join(siteDir, decodedPath.slice("@site/".length)), ownPluginOnly: false }];
  const fileDir = path17.dirname(sourceFile);
  const own = pluginRootsOf(sourceFile, contentRoots);
  const inPlugin = own ? foldersToTry(decodedPath, fileDir, own, siteDir).map((dir) => ({ file: path17.join(dir, decodedPath), ownPluginOnly: true })) : [];
  const home = own?.find((root) => isInside(root, sourceFile));
  if (own && home && !decodedPath.startsWith("/")) {
    const below = path17.relative(home, fileDir);
    for (const root of own) if (root !== home) inPlugin.push({ file: path17.join(root, below, decodedPath), ownPluginOnly: true });
  }
  const fallback = [...new Set(foldersToTry(decodedPath, fileDir, [siteDir], siteDir))].map((dir) => ({ file: path17.join(dir, decodedPath), ownPluginOnly: false }));
  return [...inPlugin, ...fallback];
}
function resolveMarkdownLink(decodedPath, sourceFile, permalinks, roots) {
  const own = pluginRootsOf(sourceFile, roots.contentRoots);
  for (const { file, ownPluginOnly } of markdownLinkCandidates(decodedPath, sourceFile, roots)) {
    const permalink = permalinks[file];
    if (permalink === void 0) continue;
    if (ownPluginOnly && !own.some((root) => isInside(root, file))) continue;
    return permalink;
  }
  return void 0;
}
function pluginRootsOf(file, contentRoots) {
  let best;
  for (const roots of contentRoots) {
    for (const root of roots) if (isInside(root, file) && (!best || root.length > best.depth)) best = { roots, depth: root.length };
  }
  return best?.roots;
}

// src/compile/remarkLinks.ts
init_hash();
init_insidePath();

// src/compile/rehypeSafeHtml.ts
var DROPPED = /* @__PURE__ */ new Set(["script", "base", "frame", "frameset", "applet"]);
var URL_PROPERTIES = /* @__PURE__ */ new Set(["href", "src", "action", "formAction", "xLinkHref", "poster", "data", "cite", "background", "ping", "codeBase", "manifest"]);
function isScriptUrl(url) {
  return /^(?:javascript|vbscript):/.test(url.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase());
}
function rehypeSafeHtml() {
  return (tree, file) => {
    const diagnostics = [];
    let lastPlace = { line: 1, column: 1 };
    const warn = (node, what) => diagnostics.push({
      severity: "warning",
      code: "unsafe-html",
      file: file.path,
      ...lastPlace,
      message: `Raw HTML in Markdown cannot run scripts: ${what} was removed.`,
      hint: "For interactive content, write the page as .mdx and use a component."
    });
    visitTree(tree, "element", (node, index, parent) => {
      if (node.position) lastPlace = { line: node.position.start.line, column: node.position.start.column };
      const refresh = node.tagName === "meta" && typeof node.properties.httpEquiv !== "undefined";
      if (DROPPED.has(node.tagName) || refresh) {
        warn(node, `<${node.tagName}${refresh ? " http-equiv" : ""}>`);
        if (parent && index !== void 0) parent.children.splice(index, 1);
        return index;
      }
      for (const [name, value] of Object.entries(node.properties)) {
        const text = Array.isArray(value) ? value.join(" ") : String(value ?? "");
        if (/^on/i.test(name)) warn(node, `the ${name.toLowerCase()} attribute of <${node.tagName}>`);
        else if (name === "srcDoc") warn(node, `the srcdoc attribute of <${node.tagName}>`);
        else if (URL_PROPERTIES.has(name) && isScriptUrl(text)) warn(node, `the ${name === "xLinkHref" ? "xlink:href" : name.toLowerCase()} "${text.slice(0, 40)}" of <${node.tagName}>`);
        else continue;
        delete node.properties[name];
      }
      return void 0;
    });
    file.data.safeHtmlDiagnostics = diagnostics;
  };
}

// src/compile/remarkLinks.ts
var EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
var RAW_IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
function splitUrl(url) {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : url.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  return queryAt < 0 ? { pathPart: beforeHash, query: "", hash } : { pathPart: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt), hash };
}
function remarkLinks(options) {
  return (tree, file) => {
    const source = file.path;
    const data = { links: [], assets: [], diagnostics: [] };
    const at = (node) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    const report = (severity, code, pos, message, hint) => data.diagnostics.push({ severity, code, file: source, ...pos, message, hint });
    const decode = (url, pathPart, pos) => {
      try {
        return decodeURIComponent(pathPart);
      } catch {
        report("warning", "malformed-url", pos, `"${url}" has a malformed % escape.`, "Write `%` as `%25`, or give a valid escape such as `%20`.");
        return void 0;
      }
    };
    const images = new ImageResolver(source, options, data, report, decode);
    const linkRoots = options.markdownLinks ?? { siteDir: path18.dirname(source), contentRoots: [] };
    visitTree(tree, (node) => {
      if (node.type === "html") {
        images.rawHtml(node, at(node));
        return;
      }
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "img") {
        images.jsxImage(node, at(node));
        return;
      }
      if (node.type !== "link" && node.type !== "definition" && node.type !== "image") return;
      const n = node;
      const url = n.url;
      if (url && isScriptUrl(url)) {
        report("warning", "unsafe-url", at(n), `The ${node.type === "image" ? "image" : "link"} "${url.slice(0, 40)}" would run code; it was removed.`, "Link to a page or a file; for interactive content, write the page as .mdx and use a component.");
        n.url = "";
        return;
      }
      if (!url || EXTERNAL.test(url)) return;
      if (node.type === "image") {
        const rewritten = images.resolve(url, at(n));
        if (rewritten) n.url = rewritten;
        return;
      }
      if (url.startsWith("#")) {
        data.links.push({ url, ...at(n) });
        return;
      }
      const { pathPart, query, hash } = splitUrl(url);
      const decoded = decode(url, pathPart, at(n));
      if (decoded === void 0) return;
      if (MARKDOWN_FILE.test(pathPart)) {
        const permalink = resolveMarkdownLink(decoded, source, options.permalinks, linkRoots);
        if (permalink === void 0) {
          report("warning", "broken-markdown-link", at(n), unresolvedMessage(url, decoded, source, linkRoots), "Link to a .md/.mdx file of the site that is a page (not a `_` partial): relative to this file (`./a.md`), to the content folder (`/a.md`), or with `@site/`.");
          data.links.push({ url, ...at(n) });
          return;
        }
        n.url = withBase2(options.baseUrl, permalink) + query + hash;
      } else if (pathPart.startsWith("/")) {
        n.url = withBase2(options.baseUrl, pathPart) + query + hash;
      }
      data.links.push({ url: n.url, ...at(n) });
    });
    file.data.links = data;
  };
}
function unresolvedMessage(url, decoded, source, roots) {
  const files = [...new Set(markdownLinkCandidates(decoded, source, roots).map((c) => c.file))];
  const existing = files.find((f) => isFile(f));
  if (existing) return `Markdown link "${url}" points to ${path18.basename(existing).startsWith("_") || /[\\/]_/.test(path18.relative(roots.siteDir, existing)) ? "a partial" : "a file"} that is not a page.`;
  return `Markdown link "${url}" points to a file that does not exist (looked for ${files.map((f) => path18.relative(roots.siteDir, f) || f).join(", ")}).`;
}
var ImageResolver = class {
  constructor(source, options, data, report, decode) {
    this.source = source;
    this.options = options;
    this.data = data;
    this.report = report;
    this.decode = decode;
  }
  source;
  options;
  data;
  report;
  decode;
  /**
   * The address to use for an image written as `url`, or undefined to leave it as written
   * (external, or reported). An absolute path is a file of the static folder; a relative one is
   * copied into the output under a content-hashed name.
   */
  resolve(url, pos) {
    if (!url || EXTERNAL.test(url) || url.startsWith("data:")) return void 0;
    const { pathPart, query, hash } = splitUrl(url);
    const decoded = this.decode(url, pathPart, pos);
    if (decoded === void 0 || decoded.includes("\0")) return void 0;
    if (pathPart.startsWith("/")) return this.fromStatic(url, pathPart, decoded, pos) ? withBase2(this.options.baseUrl, pathPart) + query + hash : void 0;
    const from = path18.resolve(path18.dirname(this.source), decoded);
    const roots = this.options.assetRoots ?? [];
    if (roots.length && !roots.some((root) => isInside(root, from))) {
      this.report("error", "asset-outside-site", pos, `Image "${url}" is outside the site folder; it is not published.`, "Move the image into the site (next to the document, or into static/) and link it from there.");
      return void 0;
    }
    if (!isFile(from)) {
      this.report("warning", "missing-image", pos, `Image "${url}" does not exist.`, "Give a path relative to this file, or an absolute path into static/.");
      return void 0;
    }
    if (roots.length && !isReallyInside(roots, from)) {
      this.report("error", "asset-outside-site", pos, `Image "${url}" is a link to a file outside the site folder; it is not published.`, "Copy the image into the site instead of linking to it.");
      return void 0;
    }
    const ext = path18.extname(from);
    const to = `assets/images/${path18.basename(from, ext)}-${hashOf(readFileSync6(from))}${ext}`;
    this.data.assets.push({ from, to });
    return this.options.baseUrl + to;
  }
  /** Whether an absolute image path names a file of the static folder (reported when not). */
  fromStatic(url, pathPart, decoded, pos) {
    const staticDir = this.options.staticDir;
    if (!staticDir) return true;
    for (const dir of this.options.staticDirs ?? [staticDir]) {
      const file = path18.join(dir, decoded);
      if (isInside(dir, file) && isFile(file)) return true;
    }
    this.report("warning", "missing-image", pos, `Image "${url}" is not in the static folder.`, `Put it at ${path18.join(path18.basename(staticDir), pathPart)}, or link a file that is there.`);
    return false;
  }
  /** `<img src="...">` in a Markdown file's raw HTML: checked, and a relative file copied like `![]()`. */
  rawHtml(node, start) {
    node.value = node.value.replace(RAW_IMG_SRC, (whole, double, single, bare, offset = 0) => {
      const src = double ?? single ?? bare ?? "";
      const lines = node.value.slice(0, offset).split("\n");
      const pos = { line: start.line + lines.length - 1, column: (lines.length > 1 ? 1 : start.column) + lines.at(-1).length };
      const rewritten = this.resolve(decodeEntities(src), pos);
      const at = whole.lastIndexOf(src);
      return rewritten === void 0 ? whole : whole.slice(0, at) + rewritten + whole.slice(at + src.length);
    });
  }
  /** `<img src="...">` in MDX, when `src` is a plain string. */
  jsxImage(node, pos) {
    const src = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "src");
    if (!src || typeof src.value !== "string") return;
    const rewritten = this.resolve(src.value, pos);
    if (rewritten !== void 0) src.value = rewritten;
  }
};
var isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};
var decodeEntities = (text) => text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#39;/g, "'");
function withBase2(baseUrl, p) {
  return baseUrl === "/" ? p : baseUrl.replace(/\/$/, "") + p;
}

// src/compile/remarkPartials.ts
import path19 from "node:path";
function tocImport(declaration, component) {
  const name = `__docsToc_${component}`;
  if (!declaration.specifiers.some((s2) => s2.local.name === name)) {
    declaration.specifiers.push({ type: "ImportSpecifier", imported: { type: "Identifier", name: "toc" }, local: { type: "Identifier", name } });
  }
  return name;
}
var MARKDOWN_MODULE = /\.mdx?$/;
function partialFile(specifier, importer, siteDir) {
  if (specifier.startsWith("./") || specifier.startsWith("../")) return path19.resolve(path19.dirname(importer), specifier);
  if (siteDir && specifier.startsWith("@site/")) return path19.join(siteDir, specifier.slice("@site/".length));
  return void 0;
}
function pageComponentsAttribute() {
  const expression = { type: "MemberExpression", object: { type: "Identifier", name: "props" }, property: { type: "Identifier", name: "components" }, computed: false, optional: false };
  const estree = { type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression }] };
  return { type: "mdxJsxAttribute", name: "components", value: { type: "mdxJsxAttributeValueExpression", value: "props.components", data: { estree } } };
}
function remarkPartials(siteDir) {
  return (tree, file) => {
    const imports = [];
    const byName = /* @__PURE__ */ new Map();
    for (const node of tree.children) {
      if (node.type !== "mdxjsEsm") continue;
      const program2 = node.data?.estree;
      for (const statement of program2?.body ?? []) {
        if (statement.type !== "ImportDeclaration" || typeof statement.source.value !== "string" || !MARKDOWN_MODULE.test(statement.source.value)) continue;
        const source = partialFile(statement.source.value, file.path, siteDir);
        if (!source) continue;
        const at = statement.loc?.start;
        imports.push({ source, line: at?.line ?? node.position?.start.line ?? 1, column: at ? at.column + 1 : node.position?.start.column ?? 1 });
        const name = statement.specifiers.find((s2) => s2.type === "ImportDefaultSpecifier")?.local.name;
        if (name) byName.set(name, { source, declaration: statement });
      }
    }
    if (!imports.length) return;
    file.data.partials = imports;
    if (!byName.size) return;
    const uses = [];
    const tocs = [];
    let headings = 0;
    visitTree(tree, (node) => {
      if (node.type === "heading") {
        headings++;
        return;
      }
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      const element2 = node;
      const partial = element2.name ? byName.get(element2.name) : void 0;
      if (!partial) return;
      if (element2.type === "mdxJsxFlowElement") {
        uses.push({ at: headings, source: partial.source });
        tocs.push({ at: headings, name: tocImport(partial.declaration, element2.name) });
      }
      if (!element2.attributes.some((a) => a.type === "mdxJsxAttribute" && a.name === "components")) element2.attributes.unshift(pageComponentsAttribute());
    });
    if (uses.length) {
      file.data.partialHeadings = uses;
      file.data.partialTocs = tocs;
    }
  };
}

// src/compile/remarkPropsTables.ts
init_editDistance();
function remarkPropsTables(components) {
  return (tree, file) => {
    const diagnostics = file.data.propsTableDiagnostics ??= [];
    let used = false;
    visitTree(tree, (node) => {
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      const element2 = node;
      if (element2.name !== "PropsTable") return;
      const at = { file: file.path, line: element2.position?.start.line ?? 1, column: element2.position?.start.column ?? 1 };
      const of = element2.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "of");
      if (!of || typeof of.value !== "string") {
        diagnostics.push({ severity: "error", code: "props-table", ...at, message: `<PropsTable> needs the component's name as a string: of="Button".`, hint: "Write the export name the component has in the modules of propsTables.modules." });
        return;
      }
      const doc = components?.[of.value];
      if (!doc) {
        const known = Object.keys(components ?? {});
        const suggestion = closestName(of.value, known, 3);
        diagnostics.push({
          severity: "error",
          code: "props-table",
          ...at,
          message: components ? `<PropsTable of="${of.value}" />: no module in propsTables.modules exports a component named "${of.value}".` : `<PropsTable of="${of.value}" /> needs propsTables.modules in the site config, to know where components come from.`,
          hint: suggestion ? `Did you mean "${suggestion}"?` : components ? `Exported components: ${known.slice(0, 12).join(", ")}${known.length > 12 ? ", ..." : ""}.` : "Add propsTables: { modules: ['your-package'] } to docs.config.ts."
        });
        return;
      }
      used = true;
      element2.attributes = element2.attributes.filter((a) => a.name !== "component");
      element2.attributes.push({
        type: "mdxJsxAttribute",
        name: "component",
        value: {
          type: "mdxJsxAttributeValueExpression",
          value: JSON.stringify(doc),
          data: { estree: { type: "Program", sourceType: "module", body: [{ type: "ExpressionStatement", expression: valueToEstree(doc) }] } }
        }
      });
    });
    const imported = tree.children.some((n) => n.type === "mdxjsEsm" && /\bPropsTable\b/.test(n.value));
    if (used && !imported) tree.children.unshift(propsTableImport());
  };
}
function propsTableImport() {
  const source = "@theme/PropsTable";
  return {
    type: "mdxjsEsm",
    value: `import PropsTable from '${source}'`,
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [{ type: "ImportDeclaration", specifiers: [{ type: "ImportDefaultSpecifier", local: { type: "Identifier", name: "PropsTable" } }], source: { type: "Literal", value: source } }]
      }
    }
  };
}

// src/compile/remarkSections.ts
import { toString as toString3 } from "mdast-util-to-string";
var SKIPPED = /* @__PURE__ */ new Set(["code", "mdxjsEsm", "mdxFlowExpression", "html", "yaml", "definition"]);
var BLOCK_PARENTS = /* @__PURE__ */ new Set(["root", "blockquote", "list", "listItem", "table", "tableRow", "footnoteDefinition", "containerDirective", "mdxJsxFlowElement"]);
function blockText(node) {
  if (SKIPPED.has(node.type)) return "";
  if (node.type === "break") return " ";
  if (!("children" in node)) return toString3(node);
  const parts = node.children.map(blockText);
  return BLOCK_PARENTS.has(node.type) ? parts.filter((p) => p.trim()).join(" ") : parts.join("");
}
function remarkSections() {
  return (tree, file) => {
    const sections = [{ depth: 1, text: "" }];
    const append = (text) => {
      const clean = text.replace(/\s+/g, " ").trim();
      if (!clean) return;
      const current = sections[sections.length - 1];
      current.text = current.text ? `${current.text} ${clean}` : clean;
    };
    const walk = (nodes) => {
      for (const node of nodes) {
        if (SKIPPED.has(node.type)) continue;
        if (node.type === "heading") {
          const heading = node;
          const title = toString3(heading).trim();
          const id = heading.data?.hProperties?.id;
          if (heading.depth === 2 || heading.depth === 3) sections.push({ depth: heading.depth, id, title, text: "" });
          else if (heading.depth > 3) append(title);
          continue;
        }
        if ((node.type === "mdxJsxFlowElement" || node.type === "containerDirective" || node.type === "blockquote") && "children" in node) {
          walk(node.children);
          continue;
        }
        append(blockText(node));
      }
    };
    walk(tree.children);
    file.data.sections = sections.filter((s2, i) => i === 0 || s2.text || s2.title);
  };
}

// src/compile/rehypeCodeBlocks.ts
import { toString as toString4 } from "hast-util-to-string";

// src/compile/codeMeta.ts
var TITLE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
var RANGE = /\{([\d,\s-]+)\}/;
function parseCodeMeta(meta) {
  const text = meta ?? "";
  const title = TITLE.exec(text);
  const withoutTitle = text.replace(TITLE, "");
  const ranges = RANGE.exec(withoutTitle);
  const highlightLines = /* @__PURE__ */ new Set();
  if (ranges) {
    for (const n of parseRanges(ranges[1])) if (n > 0) highlightLines.add(n);
  }
  const rest = withoutTitle.replace(RANGE, "");
  return {
    title: title ? title[1] ?? title[2] ?? title[3] : void 0,
    highlightLines,
    highlightRange: ranges !== null,
    live: /(^|\s)live(\s|$)/.test(rest),
    showLineNumbers: /(^|\s)showLineNumbers(\s|$)/.test(rest)
  };
}
function parseRanges(list) {
  const out = [];
  for (const part of list.split(",")) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] === void 0 ? from : Number(m[2]);
    const step = from <= to ? 1 : -1;
    for (let n = from; n !== to + step; n += step) out.push(n);
  }
  return out;
}

// src/compile/codeHighlighter.ts
import { createHash as createHash2 } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync as readFileSync7, statSync as statSync2, unlinkSync as unlinkSync2 } from "node:fs";
import path20 from "node:path";
import { toHtml } from "hast-util-to-html";

// src/util/writeFileAtomic.ts
import { closeSync, openSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { threadId } from "node:worker_threads";
var written = 0;
function temporaryNameFor(file) {
  return `${file}.${process.pid}.${threadId}.${++written}.tmp`;
}
function writeFileAtomicSync(file, data) {
  const temporary = temporaryNameFor(file);
  try {
    const fd = openSync(temporary, "w");
    try {
      for (const piece of typeof data === "string" ? [data] : data) writeSync(fd, piece);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    return true;
  } catch {
    try {
      unlinkSync(temporary);
    } catch {
    }
    return false;
  }
}

// src/compile/highlighter.ts
import { bundledLanguages, createCssVariablesTheme, createHighlighter } from "shiki";
var ALIASES = { console: "bash", gql: "graphql", json5: "json" };
var CODE_THEME = "docs-code";
var cssVariablesTheme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: "--code-", fontStyle: true });
var loading;
function getHighlighter() {
  loading ??= createHighlighter({ themes: [cssVariablesTheme], langs: [] });
  return loading;
}
async function withHighlighterFor(language, run) {
  const highlighter = await getHighlighter();
  await loadLanguages(highlighter, [language]);
  return run(highlighter);
}
function resolveLanguage(lang) {
  if (!lang) return "text";
  const l = lang.toLowerCase();
  const name = ALIASES[l] ?? l;
  return Object.hasOwn(bundledLanguages, name) ? name : "text";
}
async function loadLanguages(highlighter, languages) {
  const loaded = new Set(highlighter.getLoadedLanguages());
  const missing = [...new Set(languages)].filter((l) => l !== "text" && !loaded.has(l));
  if (missing.length) await highlighter.loadLanguage(...missing);
}

// src/compile/commentSyntax.ts
var COMMENT_STYLES = {
  /** `// ...` */
  slashes: { open: "//", close: "" },
  /** `/* ... *\/` */
  slashStar: { open: "/\\*", close: "\\*/" },
  /** `{/* ... *\/}`: a comment in JSX children. */
  jsx: { open: "\\{\\s*/\\*", close: "\\*/\\s*\\}" },
  /** `# ...` */
  hash: { open: "#", close: "" },
  /** `<!-- ... -->` */
  html: { open: "<!--", close: "-->" },
  /** `-- ...`: Lua, Haskell, SQL. */
  dashes: { open: "--", close: "" },
  /** `;; ...`: WebAssembly text. */
  wasm: { open: ";;", close: "" },
  /** `% ...`: TeX, MATLAB. */
  percent: { open: "%", close: "" },
  /** `' ...`, with the typographic quotes editors sometimes produce. */
  vb: { open: "['\u2018\u2019]", close: "" },
  /** VB.NET also allows a comment after a line-continuation underscore. */
  vbnet: { open: "(?:_\\s*)?['\u2018\u2019]", close: "" },
  /** `REM ...`: Batch, BASIC, VB (any letter case, a whole word). */
  rem: { open: "[Rr][Ee][Mm]\\b", close: "" },
  /** `! ...`: free-form Fortran. */
  bang: { open: "!", close: "" },
  /** `(* ... *)`: the ML family. */
  ml: { open: "\\(\\*", close: "\\*\\)" },
  /** `*> ...`: free-format COBOL. */
  cobol: { open: "\\*>", close: "" }
};
var DEFAULT_FAMILIES = ["slashes", "slashStar", "jsx", "hash", "html"];
var FAMILIES_BY_LANGUAGE = {
  js: ["slashes", "slashStar"],
  javascript: ["slashes", "slashStar"],
  ts: ["slashes", "slashStar"],
  typescript: ["slashes", "slashStar"],
  jsx: ["slashes", "slashStar", "jsx"],
  tsx: ["slashes", "slashStar", "jsx"],
  // Inline scripts and styles are HTML's other comment syntaxes.
  html: ["slashes", "slashStar", "html"],
  python: ["hash"],
  py: ["hash"],
  bash: ["hash"],
  // Prose takes HTML or MDX comments; front matter takes YAML's.
  markdown: ["html", "jsx", "hash"],
  md: ["html", "jsx", "hash"],
  tex: ["percent"],
  latex: ["percent"],
  matlab: ["percent"],
  lua: ["dashes"],
  haskell: ["dashes"],
  sql: ["dashes", "slashStar"],
  wasm: ["wasm"],
  vb: ["vb", "rem"],
  vba: ["vb", "rem"],
  "visual-basic": ["vb", "rem"],
  vbnet: ["vbnet", "rem"],
  batch: ["rem"],
  basic: ["rem", "bang"],
  fsharp: ["slashes", "ml"],
  ocaml: ["ml"],
  sml: ["ml"],
  fortran: ["bang"],
  cobol: ["cobol"]
};
function commentFamilies(language) {
  return FAMILIES_BY_LANGUAGE[(language ?? "text").toLowerCase()] ?? DEFAULT_FAMILIES;
}
var escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
function directiveLinePattern(language, directives) {
  if (directives.length === 0) return void 0;
  const names = [...new Set(directives)].map(escapeRegExp).join("|");
  const alternatives = commentFamilies(language).map((family) => {
    const { open, close } = COMMENT_STYLES[family];
    return `${open}\\s*(${names})\\s*${close}`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join("|")})\\s*$`);
}

// src/compile/magicComments.ts
var HIGHLIGHTED_LINE_CLASS = "theme-code-block-highlighted-line";
var DEFAULT_MAGIC_COMMENTS = [
  { className: HIGHLIGHTED_LINE_CLASS, line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } }
];
function lineClassesFromRange(code, lines, magicComments) {
  const lineClasses = /* @__PURE__ */ new Map();
  const className = magicComments[0]?.className;
  const count = code.split("\n").length;
  if (className) {
    for (const n of lines) if (n >= 1 && n <= count) lineClasses.set(n, [className]);
  }
  return { code, lineClasses, issues: [] };
}
function span(from, to) {
  const step = from <= to ? 1 : -1;
  const out = [];
  for (let n = from; n !== to + step; n += step) out.push(n);
  return out;
}
function stripMagicComments(code, { language, magicComments }) {
  const lineClasses = /* @__PURE__ */ new Map();
  const issues = [];
  const directives = magicComments.flatMap((m) => [m.line, m.block?.start, m.block?.end].filter((d) => !!d));
  const pattern = directiveLinePattern(language, directives);
  if (!pattern) return { code, lineClasses, issues };
  const byLine = /* @__PURE__ */ new Map();
  const byStart = /* @__PURE__ */ new Map();
  const byEnd = /* @__PURE__ */ new Map();
  for (const m of magicComments) {
    if (m.line) byLine.set(m.line, m);
    if (m.block) byStart.set(m.block.start, m);
    if (m.block) byEnd.set(m.block.end, m);
  }
  const kept = [];
  const marked = /* @__PURE__ */ new Map();
  const blocks = /* @__PURE__ */ new Map();
  const mark = (className, indexes) => {
    const set = marked.get(className) ?? marked.set(className, /* @__PURE__ */ new Set()).get(className);
    for (const i of indexes) set.add(i);
  };
  const lines = code.split("\n");
  lines.forEach((text, i) => {
    const match = pattern.exec(text);
    if (!match) {
      kept.push(text);
      return;
    }
    const directive = match.slice(1).find((group) => group !== void 0);
    const here = kept.length;
    const where = { line: i + 1, text: text.trim() };
    const lineKind = byLine.get(directive);
    const startKind = byStart.get(directive);
    const endKind = byEnd.get(directive);
    if (lineKind) {
      mark(lineKind.className, [here]);
    } else if (startKind) {
      const block = blocks.get(startKind.className);
      if (block?.openedBy) issues.push({ kind: "nested-start", ...where, start: directive, end: startKind.block.end });
      blocks.set(startKind.className, { from: here, openedBy: where });
    } else if (endKind) {
      const block = blocks.get(endKind.className) ?? { from: 0 };
      if (!block.openedBy) issues.push({ kind: "unopened-end", ...where, start: endKind.block.start, end: directive });
      else if (block.from === here) issues.push({ kind: "empty-block", ...where, start: endKind.block.start, end: directive });
      mark(endKind.className, span(block.from, here - 1));
      blocks.set(endKind.className, { from: block.from });
    }
  });
  for (const [className, block] of blocks) {
    if (!block.openedBy) continue;
    const kind = magicComments.find((m) => m.className === className && m.block);
    issues.push({ kind: "unclosed-block", ...block.openedBy, start: kind.block.start, end: kind.block.end });
  }
  for (const className of new Set(magicComments.map((m) => m.className))) {
    for (const index of [...marked.get(className) ?? []].sort((a, b) => a - b)) {
      if (index < 0 || index >= kept.length) continue;
      const n = index + 1;
      lineClasses.set(n, [...lineClasses.get(n) ?? [], className]);
    }
  }
  issues.sort((a, b) => a.line - b.line);
  return { code: kept.join("\n"), lineClasses, issues };
}

// src/compile/highlightThreadClient.ts
var thread;
var stallMs = 0;
var nextId = 0;
var waiting = /* @__PURE__ */ new Map();
function disconnectHighlightThread() {
  thread?.close();
  thread = void 0;
  for (const [id, w] of waiting) {
    clearTimeout(w.timer);
    waiting.delete(id);
    w.resolve(void 0);
  }
}
function highlightOnThread(blocks) {
  const port = thread;
  if (!port) return Promise.resolve(void 0);
  return new Promise((resolve) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      if (waiting.has(id)) disconnectHighlightThread();
    }, stallMs);
    waiting.set(id, { resolve, timer });
    port.postMessage({ id, blocks });
  });
}

// src/compile/codeHighlighter.ts
var LEGACY_HIGHLIGHTED_CLASS = "highlighted";
var HIGHLIGHT_CACHE_VERSION = "5";
async function highlightBlocks(blocks, cache) {
  if (!blocks.length) return [];
  const keys = blocks.map((b) => createHash2("sha1").update(JSON.stringify([HIGHLIGHT_CACHE_VERSION, b.language, [...b.lineClasses], b.code])).digest("hex"));
  const file = cache && path20.join(cache.dir, `${createHash2("sha1").update(`${HIGHLIGHT_CACHE_VERSION}\0${cache.document}`).digest("hex")}.json`);
  const entry = file ? readEntry(file) : {};
  const html = keys.map((key) => Object.hasOwn(entry, key) && typeof entry[key] === "string" ? entry[key] : void 0);
  const missing = blocks.flatMap((b, i) => html[i] === void 0 ? [i] : []);
  const stale = Object.keys(entry).some((key) => !keys.includes(key));
  if (!missing.length && !stale) return html;
  if (missing.length) {
    const missingBlocks = missing.map((i) => blocks[i]);
    const fresh = await highlightOnThread(missingBlocks) ?? await highlightHere(missingBlocks);
    missing.forEach((i, k) => html[i] = fresh[k]);
  }
  if (file) writeEntry(file, Object.fromEntries(keys.map((key, i) => [key, html[i]])));
  return html;
}
async function highlightHere(blocks) {
  const html = [];
  for (const block of blocks) html.push(await withHighlighterFor(block.language, (highlighter) => highlightOne(highlighter, block)));
  return html;
}
function highlightOne(highlighter, { code, language, lineClasses }) {
  const hast = highlighter.codeToHast(code, {
    lang: language,
    theme: CODE_THEME,
    // shiki stops colouring a line after 500 ms by default, so a busy machine wrote blocks with
    // lines left plain, and two builds of the same site differed. The compile timeout is the
    // one guard against a grammar that never ends.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line(line, n) {
          for (const className of lineClasses.get(n) ?? []) {
            if (className === HIGHLIGHTED_LINE_CLASS) this.addClassToHast(line, LEGACY_HIGHLIGHTED_CLASS);
            this.addClassToHast(line, className);
          }
        }
      }
    ]
  });
  const innerCode = hast.children[0].children[0];
  return toHtml(innerCode.children);
}
function readEntry(file) {
  try {
    const entry = JSON.parse(readFileSync7(file, "utf8"));
    return entry && typeof entry === "object" && !Array.isArray(entry) ? entry : {};
  } catch {
    return {};
  }
}
var madeDirs = /* @__PURE__ */ new Set();
function writeEntry(file, entry) {
  const dir = path20.dirname(file);
  if (!madeDirs.has(dir)) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch {
      return;
    }
    madeDirs.add(dir);
  }
  if (!writeFileAtomicSync(file, JSON.stringify(entry))) {
    madeDirs.delete(dir);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileAtomicSync(file, JSON.stringify(entry));
    } catch {
    }
  }
}

// src/compile/magicCommentDiagnostics.ts
function firstCodeLine(source, blockStartLine) {
  const opening = source.split("\n")[blockStartLine - 1] ?? "";
  return /^[\s>]*(?:(?:[-*+]|\d+[.)])\s+)?(?:`{3,}|~{3,})/.test(opening) ? blockStartLine + 1 : blockStartLine;
}
var MESSAGES = {
  "unclosed-block": (i) => ({
    code: "magic-comment-unclosed",
    message: `\`${i.start}\` has no \`${i.end}\` after it, so no line is highlighted (as in Docusaurus).`,
    hint: `Add \`${i.text.replace(i.start, i.end)}\` after the last line to highlight, or remove this comment.`
  }),
  "unopened-end": (i) => ({
    code: "magic-comment-unopened",
    message: `\`${i.end}\` closes no open \`${i.start}\`, so the lines from the previous \`${i.start}\` (or from the top of the block) down to it are highlighted (as in Docusaurus).`,
    hint: `Add \`${i.text.replace(i.end, i.start)}\` above the first line to highlight, or remove this comment.`
  }),
  "nested-start": (i) => ({
    code: "magic-comment-nested",
    message: `\`${i.start}\` again before \`${i.end}\`: ranges of one kind do not nest, so the range restarts here and the lines since the earlier \`${i.start}\` are not highlighted (as in Docusaurus).`,
    hint: `Close the first range with \`${i.end}\` before opening another.`
  }),
  "empty-block": (i) => ({
    code: "magic-comment-empty",
    message: `\`${i.end}\` right after \`${i.start}\` makes an empty range, which highlights the line just before it and the line just after (as in Docusaurus).`,
    hint: "Put the lines to highlight between the two comments, or remove both."
  })
};
function magicCommentDiagnostics(issues, at) {
  const sourceLines = at.source.split("\n");
  return issues.map((issue) => {
    const line = at.firstLine + issue.line - 1;
    const column = (sourceLines[line - 1] ?? "").indexOf(issue.text) + 1 || 1;
    return { severity: "warning", file: at.file, line, column, ...MESSAGES[issue.kind](issue) };
  });
}

// src/compile/rehypeCodeBlocks.ts
function isMarkdownCodeBlock(pre, code) {
  if (!pre.position || !code.position) return true;
  const [a, b] = [pre.position.start, code.position.start];
  return a.line === b.line && a.column === b.column;
}
function rehypeCodeBlocks(options = {}) {
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return async (tree, file) => {
    const diagnostics = [];
    const blocks = [];
    visitTree(tree, "element", (node, index, parent) => {
      if (node.tagName !== "pre" || !parent || index === void 0) return;
      const code = node.children[0];
      if (!code || code.type !== "element" || code.tagName !== "code" || !isMarkdownCodeBlock(node, code)) return;
      const classes = code.properties.className ?? [];
      const lang = classes.find((c) => c.startsWith("language-"))?.slice("language-".length);
      const written3 = toString4(code).replace(/\n$/, "");
      if (lang === "mermaid" && options.mermaid) {
        parent.children[index] = { type: "mdxJsxFlowElement", name: "Mermaid", attributes: [{ type: "mdxJsxAttribute", name: "value", value: written3 }], children: [] };
        return;
      }
      const meta = parseCodeMeta(code.properties.dataMeta ?? code.data?.meta);
      const lines = meta.highlightRange ? lineClassesFromRange(written3, meta.highlightLines, magicComments) : stripMagicComments(written3, { language: lang, magicComments });
      const start = node.position?.start.line;
      if (start !== void 0) {
        if (lines.issues.length) {
          const source = String(file.value);
          diagnostics.push(...magicCommentDiagnostics(lines.issues, { file: file.path, source, firstLine: firstCodeLine(source, start) }));
        }
        if (meta.highlightRange && magicComments.length === 0) diagnostics.push(rangeWithoutClass(file.path, start));
      }
      blocks.push({ parent, index, lang, meta, block: { code: lines.code, language: resolveLanguage(lang), lineClasses: meta.live ? /* @__PURE__ */ new Map() : lines.lineClasses } });
    });
    const html = await highlightBlocks(blocks.map((b) => b.block), options.cacheDir ? { dir: options.cacheDir, document: file.path } : void 0);
    blocks.forEach(({ parent, index, lang, meta, block }, i) => {
      const attributes2 = [
        { type: "mdxJsxAttribute", name: "language", value: lang ?? "text" },
        { type: "mdxJsxAttribute", name: "html", value: html[i] }
      ];
      if (meta.title) attributes2.push({ type: "mdxJsxAttribute", name: "title", value: meta.title });
      if (meta.live) file.data.liveCode = true;
      if (meta.live) attributes2.push({ type: "mdxJsxAttribute", name: "live", value: "true" }, { type: "mdxJsxAttribute", name: "code", value: block.code });
      if (meta.showLineNumbers) attributes2.push({ type: "mdxJsxAttribute", name: "showLineNumbers", value: "true" });
      parent.children[index] = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes: attributes2, children: [] };
    });
    if (diagnostics.length) file.data.codeBlockDiagnostics = diagnostics;
  };
}
function rangeWithoutClass(file, line) {
  return {
    severity: "warning",
    code: "highlight-range-without-class",
    file,
    line,
    column: 1,
    message: "This fence names lines to highlight (`{...}`), but `themeConfig.prism.magicComments` is empty, so there is no class to give them.",
    hint: "Add an entry to `themeConfig.prism.magicComments` (ranges use the first entry's `className`), or remove the range."
  };
}

// src/compile/rehypeDetailsElements.ts
var ELEMENTS = /* @__PURE__ */ new Set(["details", "summary"]);
function propertiesOf(attributes2) {
  const properties = {};
  for (const attribute of attributes2) {
    if (attribute.type !== "mdxJsxAttribute" || !attribute.name) return void 0;
    const { name, value } = attribute;
    if (value !== null && value !== void 0 && typeof value !== "string") return void 0;
    const key = name === "class" ? "className" : name;
    properties[key] = value == null ? true : key === "className" ? value.split(/\s+/).filter(Boolean) : value;
  }
  return properties;
}
function rehypeDetailsElements() {
  return (tree) => {
    visitTree(tree, (node, index, parent) => {
      const jsx = node;
      if (jsx.type !== "mdxJsxFlowElement" && jsx.type !== "mdxJsxTextElement" || !jsx.name || !ELEMENTS.has(jsx.name) || !parent || index === void 0) return;
      const properties = propertiesOf(jsx.attributes);
      if (!properties) return;
      const element2 = { type: "element", tagName: jsx.name, properties, children: jsx.children, position: jsx.position };
      parent.children[index] = element2;
    });
  };
}

// src/compile/rehypeMergeText.ts
function rehypeMergeText() {
  const merge = (node) => {
    const out = [];
    for (const child of node.children) {
      const last = out[out.length - 1];
      if (child.type === "text" && last?.type === "text") last.value += child.value;
      else out.push(child);
      if (child.type === "element") merge(child);
    }
    node.children = out;
  };
  return (tree) => merge(tree);
}

// src/compile/rehypeRawHtml.ts
import { nodeTypes } from "@mdx-js/mdx";
import rehypeRaw from "rehype-raw";
function hasRawHtml(tree) {
  let found = false;
  visitTree(tree, "raw", () => {
    found = true;
    return EXIT;
  });
  return found;
}
function rehypeRawHtml() {
  const parse = rehypeRaw({ passThrough: [...nodeTypes] });
  return (tree, file) => hasRawHtml(tree) ? parse(tree, file) : tree;
}

// src/compile/rehypeRawComments.ts
var RAW_COMMENT_SOURCE = "@docs/client";
var RAW_COMMENT_NAME = "RawComment";
var MARKER_PROPERTY = "dataDocsRaw";
function rawComment(text, siblings) {
  const inline = siblings.some((node) => node.type === "text" && node.value.trim() !== "");
  return {
    type: inline ? "mdxJsxTextElement" : "mdxJsxFlowElement",
    name: RAW_COMMENT_NAME,
    attributes: [{ type: "mdxJsxAttribute", name: "text", value: text }],
    children: []
  };
}
function rawCommentImport() {
  return {
    type: "mdxjsEsm",
    value: `import { ${RAW_COMMENT_NAME} } from '${RAW_COMMENT_SOURCE}'`,
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [
          {
            type: "ImportDeclaration",
            specifiers: [{ type: "ImportSpecifier", imported: { type: "Identifier", name: RAW_COMMENT_NAME }, local: { type: "Identifier", name: RAW_COMMENT_NAME } }],
            source: { type: "Literal", value: RAW_COMMENT_SOURCE },
            attributes: []
          }
        ]
      }
    }
  };
}
function rehypeRawComments() {
  return (tree) => {
    let found = false;
    visitTree(tree, (node, index, parent) => {
      if (node.type === "element" && MARKER_PROPERTY in node.properties) delete node.properties[MARKER_PROPERTY];
      if (node.type !== "comment" || !parent || index === void 0) return;
      parent.children[index] = rawComment(node.value, parent.children);
      found = true;
    });
    if (found) tree.children.unshift(rawCommentImport());
  };
}

// src/compile/recmaElementMarkers.ts
var markerName = (document, index) => `DocsElement$${document}$${index}`;
var MARKER_FUNCTION = "__docsElement";
var ELEMENT_MARKERS_RUNTIME = `
import { jsx as __docsJsx } from "react/jsx-runtime";
function ${MARKER_FUNCTION}(marker, name, type) {
  const element = { [marker]: function (props) { return __docsJsx(type(), props); } }[marker];
  element.displayName = name;
  return element;
}
`;
var GENERATED = /* @__PURE__ */ new Set(["_Fragment", "MDXLayout", "_createMdxContent"]);
function writtenName(node) {
  if (node.type === "Identifier") return node.name;
  if (node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier") {
    const object = writtenName(node.object);
    return object === void 0 ? void 0 : `${object}.${node.property.name}`;
  }
  return void 0;
}
var isJsxCall = (node) => node.type === "CallExpression" && node.callee.type === "Identifier" && (node.callee.name === "_jsx" || node.callee.name === "_jsxs");
function recmaElementMarkers(options) {
  return (tree, file) => {
    const elements = [];
    const visit = (node, body) => {
      if (isJsxCall(node)) {
        const type = node.arguments[0];
        const name = type && writtenName(type);
        if (type && name !== void 0 && !GENERATED.has(name) && !name.startsWith("_components.") && node.loc) {
          const index = elements.push({ name, line: node.loc.start.line, column: node.loc.start.column + 1, body }) - 1;
          const lookup = { type: "ArrowFunctionExpression", params: [], body: type, expression: true, generator: false, async: false };
          const literal = (value) => ({ type: "Literal", value });
          node.arguments[0] = { type: "CallExpression", callee: { type: "Identifier", name: MARKER_FUNCTION }, arguments: [literal(markerName(options.document, index)), literal(name), lookup], optional: false };
        }
      }
      const inBody = body || node.type === "FunctionDeclaration" && node.id?.name === "_createMdxContent";
      for (const [key, value] of Object.entries(node)) {
        if (key === "loc" || key === "range" || key === "position" || !value || typeof value !== "object") continue;
        for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === "string") visit(child, inBody);
      }
    };
    visit(tree, false);
    file.data.elements = elements;
  };
}

// src/render/htmlShell.ts
init_escapeHtml();

// src/write/outputPaths.ts
init_diagnostic();

// src/i18n/localizedDirs.ts
init_locales();

// src/render/htmlShell.ts
init_locales();

// src/i18n/alternates.ts
init_locales();

// src/compile/rehypeStaticHtml.ts
var PHRASING = /* @__PURE__ */ new Set(["abbr", "b", "br", "code", "del", "em", "i", "input", "ins", "kbd", "mark", "s", "samp", "small", "span", "strong", "sub", "sup", "u", "var", "wbr"]);
var VOID2 = /* @__PURE__ */ new Set(["br", "hr", "input", "wbr"]);
var FLOW_PARENTS = /* @__PURE__ */ new Set(["blockquote", "dd", "div", "li", "td", "th"]);
var ONLY = {
  table: /* @__PURE__ */ new Set(["thead", "tbody", "tfoot"]),
  thead: /* @__PURE__ */ new Set(["tr"]),
  tbody: /* @__PURE__ */ new Set(["tr"]),
  tfoot: /* @__PURE__ */ new Set(["tr"]),
  tr: /* @__PURE__ */ new Set(["td", "th"]),
  ul: /* @__PURE__ */ new Set(["li"]),
  ol: /* @__PURE__ */ new Set(["li"]),
  dl: /* @__PURE__ */ new Set(["dt", "dd"])
};
var PLACED = new Set(Object.values(ONLY).flatMap((set) => [...set]));
var TABLE_PARTS = /* @__PURE__ */ new Set(["table", "thead", "tbody", "tfoot", "tr"]);
var HTML_SPACE = /^[ \t\n\f\r]*$/;
var ATTRIBUTES = {
  className: { html: "class", react: "className" },
  id: { html: "id", react: "id" },
  title: { html: "title", react: "title" },
  lang: { html: "lang", react: "lang" },
  dir: { html: "dir", react: "dir" },
  start: { html: "start", react: "start", on: /* @__PURE__ */ new Set(["ol"]) },
  colSpan: { html: "colspan", react: "colSpan", on: /* @__PURE__ */ new Set(["td", "th"]) },
  rowSpan: { html: "rowspan", react: "rowSpan", on: /* @__PURE__ */ new Set(["td", "th"]) },
  // GFM task list items: `<input type="checkbox" disabled>`.
  type: { html: "type", react: "type", on: /* @__PURE__ */ new Set(["input"]) },
  checked: { html: "checked", react: "checked", on: /* @__PURE__ */ new Set(["input"]), boolean: true },
  disabled: { html: "disabled", react: "disabled", on: /* @__PURE__ */ new Set(["input"]), boolean: true }
};
var ALIGNMENTS = /* @__PURE__ */ new Set(["left", "center", "right"]);
function attributesOf(element2) {
  const attributes2 = [];
  for (const [property, value] of Object.entries(element2.properties ?? {})) {
    if (value === null || value === void 0 || value === false) continue;
    if (property === "align" && (element2.tagName === "td" || element2.tagName === "th")) {
      if (typeof value !== "string" || !ALIGNMENTS.has(value)) return void 0;
      attributes2.push({ name: "style", align: value });
      continue;
    }
    const known = ATTRIBUTES[property];
    if (!known || known.on && !known.on.has(element2.tagName)) return void 0;
    if (known.boolean || value === true) {
      if (!known.boolean || value !== true) return void 0;
      attributes2.push({ name: property, value: true });
    } else if (typeof value === "string" || typeof value === "number" && Number.isFinite(value)) attributes2.push({ name: property, value: String(value) });
    else if (property === "className" && Array.isArray(value)) attributes2.push({ name: property, value: value.join(" ") });
    else return void 0;
  }
  if (element2.tagName === "input" && element2.properties?.type !== "checkbox") return void 0;
  return attributes2;
}
function fits(parent, child) {
  const only = ONLY[parent];
  if (only) return only.has(child);
  if (PLACED.has(child)) return false;
  if (PHRASING.has(parent) || parent === "p" || parent === "dt") return PHRASING.has(child);
  return FLOW_PARENTS.has(parent);
}
var WRITTEN = /* @__PURE__ */ new Set([...PHRASING, ...VOID2, ...FLOW_PARENTS, ...Object.keys(ONLY), "p", "dt"]);
var written2 = (node) => node.data?.writtenAsHtml;
var tagOf = (node) => node.type === "element" ? node.tagName : written2(node)?.tagName;
function plainElement(element2, replaced) {
  const tag = element2.tagName;
  if (!WRITTEN.has(tag) || replaced.has(tag) || VOID2.has(tag) && element2.children.length) return false;
  for (const child of element2.children) {
    const childTag = tagOf(child);
    if (childTag !== void 0 ? !fits(tag, childTag) : child.type === "text" && tag in ONLY && !HTML_SPACE.test(child.value)) return false;
  }
  return attributesOf(element2) !== void 0;
}
function settle(node, replaced) {
  const plainChildren = node.children.map((child) => written2(child) ? true : "children" in child && child.children ? settle(child, replaced) : child.type === "text");
  if (node.type === "element" && plainChildren.every(Boolean) && plainElement(node, replaced)) return true;
  node.children.forEach((child, i) => {
    if (plainChildren[i] && child.type === "element" && child.children.some((c) => tagOf(c) !== void 0)) node.children[i] = writtenNode(child);
  });
  return false;
}
function rehypeStaticHtml(options = {}) {
  const replaced = new Set(options.replaced);
  return (tree) => {
    if (!options.replaced) return;
    settle(tree, replaced);
    finish(tree);
  };
}
function writtenIfPlain(element2, replaced) {
  const parent = { type: "root", children: [element2] };
  settle(parent, replaced);
  return parent.children[0];
}
function writtenNode(element2) {
  const writtenAsHtml = { tagName: element2.tagName, attributes: attributesOf(element2), html: htmlOf(element2.children, element2.tagName) };
  return { type: "mdxJsxFlowElement", name: element2.tagName, attributes: [], children: [], data: { _mdxExplicitJsx: true, writtenAsHtml } };
}
function finish(tree) {
  visitTree(tree, (node) => {
    if (!node.children?.some((child) => written2(child))) return;
    const dropsBreaks = node.type === "element" && TABLE_PARTS.has(node.tagName);
    const children = [];
    let run = [];
    const flush = () => {
      if (run.length > 1) children.push(elementsOf(run));
      else if (run.length) children.push(asJsx(run[0]));
      run = [];
    };
    for (const child of node.children) {
      const done = written2(child);
      const joins = done !== void 0 && !done.attributes.length;
      if (joins && (!run.length || run[0].tagName === done.tagName)) {
        run.push(done);
        continue;
      }
      if (dropsBreaks && run.length && child.type === "text" && child.value === "\n") continue;
      flush();
      if (joins) run.push(done);
      else children.push(done ? asJsx(done) : child);
    }
    flush();
    node.children = children;
  });
}
function asJsx({ tagName, attributes: attributes2, html }) {
  const jsxAttributes = attributes2.map(
    (a) => "align" in a ? expressionAttribute("style", { textAlign: a.align }) : { type: "mdxJsxAttribute", name: ATTRIBUTES[a.name].react, value: a.value === true ? null : a.value }
  );
  jsxAttributes.push(expressionAttribute("dangerouslySetInnerHTML", { __html: html }));
  return { type: "mdxJsxFlowElement", name: tagName, attributes: jsxAttributes, children: [], data: { _mdxExplicitJsx: true } };
}
function expressionAttribute(name, value) {
  return { type: "mdxJsxAttribute", name, value: { type: "mdxJsxAttributeValueExpression", value: "", data: { estree: program(valueToEstree(value)) } } };
}
var program = (expression) => ({ type: "Program", sourceType: "module", comments: [], body: [{ type: "ExpressionStatement", expression }] });
var identifier2 = (name) => ({ type: "Identifier", name });
var jsxAttribute = (name, expression) => ({ type: "JSXAttribute", name: { type: "JSXIdentifier", name }, value: { type: "JSXExpressionContainer", expression } });
function elementsOf(run) {
  const element2 = {
    type: "JSXElement",
    // Explicit JSX, as above.
    data: { _mdxExplicitJsx: true },
    openingElement: {
      type: "JSXOpeningElement",
      name: { type: "JSXIdentifier", name: run[0].tagName },
      attributes: [jsxAttribute("key", identifier2("key")), jsxAttribute("dangerouslySetInnerHTML", { type: "ObjectExpression", properties: [{ type: "Property", kind: "init", key: identifier2("__html"), value: identifier2("__html"), shorthand: true, method: false, computed: false }] })],
      selfClosing: true
    },
    closingElement: null,
    children: []
  };
  const strings = { type: "ArrayExpression", elements: run.map((w) => ({ type: "Literal", value: w.html })) };
  const map = { type: "MemberExpression", object: strings, property: identifier2("map"), computed: false, optional: false };
  const render = { type: "ArrowFunctionExpression", params: [identifier2("__html"), identifier2("key")], body: element2, expression: true, async: false, generator: false };
  const estree = program({ type: "CallExpression", callee: map, arguments: [render], optional: false });
  return { type: "mdxFlowExpression", value: "", data: { estree } };
}
function openingTag(tagName, attributes2) {
  let html = `<${tagName}`;
  for (const a of [...attributes2].sort((x, y) => Number(x.name === "checked") - Number(y.name === "checked"))) {
    if ("align" in a) html += ` style="text-align:${escapeHtml(a.align)}"`;
    else html += a.value === true ? ` ${ATTRIBUTES[a.name].html}=""` : ` ${ATTRIBUTES[a.name].html}="${escapeHtml(a.value)}"`;
  }
  return html + (VOID2.has(tagName) ? "/>" : ">");
}
function htmlOf(children, parent) {
  let html = "";
  for (const child of children) {
    const done = written2(child);
    if (done) html += `${openingTag(done.tagName, done.attributes)}${done.html}</${done.tagName}>`;
    else if (child.type === "element") html += openingTag(child.tagName, attributesOf(child)) + (VOID2.has(child.tagName) ? "" : `${htmlOf(child.children, child.tagName)}</${child.tagName}>`);
    else if (child.type === "text" && !(TABLE_PARTS.has(parent) && child.value === "\n")) html += escapeHtml(child.value);
  }
  return html;
}

// src/compile/standaloneContent.ts
import * as esbuild3 from "esbuild";
var BROWSER_TARGET = ["es2022", "chrome100", "firefox100", "safari15"];
var JSX_RUNTIME_IMPORT = /^import (\{[^}]*\}) from "react\/jsx-runtime";$/m;
var DEFAULT_EXPORT = /^export default function MDXContent\(/gm;
var OWN_EXPORT = /\bexport\s+(?:const|let|var|class|(?:async\s+)?function\*?)\s+(?:data|Content)\b|\bexport\s*\{[^}]*\b(?:data|Content)\b/;
var ANY_IMPORT = /^import\b/gm;
function standaloneContent(code) {
  const runtime = JSX_RUNTIME_IMPORT.exec(code);
  if (!runtime || (code.match(ANY_IMPORT)?.length ?? 0) !== 1 || (code.match(DEFAULT_EXPORT)?.length ?? 0) !== 1 || OWN_EXPORT.test(code)) return void 0;
  const body = code.replace(runtime[0], "").replace(DEFAULT_EXPORT, "function MDXContent(") + "\nexport { MDXContent as Content };\n";
  return { runtimeImports: runtime[1], body };
}
async function withStandaloneBody(doc) {
  const content = doc.code ? standaloneContent(doc.code) : void 0;
  if (!content) return doc;
  try {
    const result = await esbuild3.transform(content.body, { loader: "js", format: "esm", target: BROWSER_TARGET, minify: true, sourcemap: "external", sourcefile: "content.js", logLevel: "silent" });
    const standalone = { runtimeImports: content.runtimeImports, code: result.code, map: result.map };
    return { ...doc, standalone };
  } catch {
    return doc;
  }
}

// src/compile/tableRowHandler.ts
import { defaultHandlers } from "remark-rehype";
function tableRowHandler(replaced) {
  return (state, node, parent) => {
    const table = parent;
    const asIn = !table || table.children[0] === node ? table : { ...table, children: [] };
    const row = defaultHandlers.tableRow(state, node, asIn);
    return replaced ? writtenIfPlain(row, replaced) : row;
  };
}

// src/compile/types.ts
var MDX1_COMPAT_DEFAULTS = { comments: true, admonitions: true, headingIds: true };

// src/compile/compileDocument.ts
function remarkCodeMeta() {
  return (tree) => {
    visitTree(tree, "code", (node) => {
      if (node.meta) node.data = { ...node.data, hProperties: { ...node.data?.hProperties ?? {}, dataMeta: node.meta } };
    });
  };
}
function remarkCollectText() {
  return (tree, file) => {
    const firstParagraph = tree.children.find((n) => n.type === "paragraph");
    file.data.excerpt = firstParagraph ? toString5(firstParagraph, { includeHtml: false }).replace(/\s+/g, " ").trim() : "";
    file.data.text = tree.children.filter((n) => n.type !== "mdxjsEsm" && n.type !== "code").map((n) => toString5(n, { includeHtml: false })).join("\n").replace(/[ \t]+/g, " ");
  };
}
function keepMarkdownTree() {
  return (root, file) => void (file.data.markdownTree = root);
}
function releaseMarkdownTree() {
  return (_, file) => {
    const tree = file.data.markdownTree;
    if (tree) tree.children = [];
    delete file.data.markdownTree;
  };
}
function processorFor(format, options, plugins) {
  const sitePlugins = plugins.beforeRemark.length + plugins.remark.length + plugins.beforeRehype.length + plugins.rehype.length > 0;
  if (sitePlugins) return makeProcessor(format, options, plugins);
  let byFormat = processors.get(options);
  if (!byFormat) processors.set(options, byFormat = /* @__PURE__ */ new Map());
  const made = byFormat.get(format);
  const captured = capturedOptions(options);
  if (made && made.captured.every((value, i) => value === captured[i])) return made.processor;
  const processor = makeProcessor(format, options, plugins);
  byFormat.set(format, { processor, captured });
  return processor;
}
function capturedOptions(options) {
  return [options.components, options.markdown, options.markdownLinks, options.magicComments, options.highlightCacheDir, options.replacedElements, options.elementMarkers];
}
var processors = /* @__PURE__ */ new WeakMap();
function makeProcessor(format, options, plugins) {
  const rowsAsHtml = options.replacedElements && !plugins.beforeRehype.length && !plugins.rehype.length ? new Set(options.replacedElements) : void 0;
  return createProcessor({
    format,
    outputFormat: "program",
    development: false,
    // The site's own plugins go where Docusaurus puts them: before or after the built-in ones.
    remarkPlugins: [
      remarkGfm,
      remarkDirective,
      ...plugins.beforeRemark,
      remarkCodeMeta,
      remarkRawCodeBlocks,
      remarkAdmonitions,
      [remarkHeadingIds, { maintainCase: options.markdown?.anchors?.maintainCase }],
      [remarkPartials, options.markdownLinks?.siteDir],
      remarkDocusaurusExports,
      [remarkLinks, options],
      [remarkPropsTables, options.components],
      ...plugins.remark,
      remarkCollectText,
      remarkSections,
      keepMarkdownTree
    ],
    remarkRehypeOptions: { handlers: { tableRow: tableRowHandler(rowsAsHtml) } },
    // Raw HTML is markup only in `.md` (in MDX, tags are JSX): parsed when the tree has some, then made safe.
    rehypePlugins: [
      releaseMarkdownTree,
      ...plugins.beforeRehype,
      ...format === "md" ? [rehypeRawHtml, rehypeRawComments, rehypeSafeHtml] : [],
      rehypeDetailsElements,
      ...plugins.rehype,
      rehypeMergeText,
      [rehypeCodeBlocks, { magicComments: options.magicComments, cacheDir: options.highlightCacheDir, mermaid: options.markdown?.mermaid }],
      [rehypeStaticHtml, { replaced: options.replacedElements }]
    ],
    recmaPlugins: options.elementMarkers ? [[recmaElementMarkers, options.elementMarkers]] : []
  });
}
async function compileWithStandaloneBody(doc, options) {
  return withStandaloneBody(await compileDocument(doc, options));
}
async function compileDocument(doc, options) {
  const tooDeep = excessiveNesting(doc.body, doc.source);
  if (tooDeep) return failedDocument(doc, { ...tooDeep, frame: codeFrame(doc.body, tooDeep.line, 1) });
  const plugins = await pluginsFor(options.contentPlugins, doc.section, doc.pluginId);
  const source = compilableSource(doc, options.markdown?.mdx1Compat ?? MDX1_COMPAT_DEFAULTS);
  const file = new VFile2({ path: doc.source, value: source, data: { frontMatter: doc.frontMatter } });
  try {
    const processor = processorFor(doc.format, options, plugins);
    const code = processor.stringify(await processor.run(parseInPieces({ parser: processor, file }), file), file);
    const links = file.data.links;
    const headings = file.data.headings ?? [];
    return {
      source: doc.source,
      code: String(code) + (file.data.frontMatterExport ? CONTENT_FRONT_MATTER : "") + (options.elementMarkers ? ELEMENT_MARKERS_RUNTIME : ""),
      ...options.elementMarkers ? { elements: file.data.elements } : {},
      headings,
      contentTitle: headings.find((h) => h.depth === 1)?.value,
      excerpt: file.data.excerpt ?? "",
      text: file.data.text ?? "",
      sections: file.data.sections ?? [],
      links: links.links,
      assets: links.assets,
      liveCode: file.data.liveCode === true || void 0,
      ...file.data.partials ? { partials: file.data.partials } : {},
      ...file.data.partialHeadings ? { partialHeadings: file.data.partialHeadings } : {},
      diagnostics: [links.diagnostics, file.data.headingDiagnostics, file.data.safeHtmlDiagnostics, file.data.propsTableDiagnostics, file.data.codeBlockDiagnostics].flatMap((d) => d ?? [])
    };
  } catch (error) {
    const first = toDiagnostic(error, doc, source);
    if (first.code !== "mdx-syntax") return failedDocument(doc, first);
    return failedDocument(doc, ...[first, ...laterSyntaxErrors(doc, source, first, plugins)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  }
}
var MAX_SYNTAX_ERRORS = 20;
function laterSyntaxErrors(doc, source, first, plugins) {
  const processor = createProcessor({ format: doc.format, remarkPlugins: [remarkGfm, remarkDirective, ...plugins.beforeRemark] });
  const lines = source.split("\n");
  const fenced = fencedLines(source);
  const found = [];
  let last = first;
  while (found.length < MAX_SYNTAX_ERRORS - 1 && last.line) {
    blankBlock(lines, last.line - 1, fenced);
    try {
      processor.parse(new VFile2({ path: doc.source, value: lines.join("\n") }));
      break;
    } catch (error) {
      const next = toDiagnostic(error, doc, source);
      if (next.code !== "mdx-syntax" || !next.line || next.line === last.line && next.message === last.message || fenced[next.line - 1]) break;
      found.push(next);
      last = next;
    }
  }
  return found;
}
function blankBlock(lines, index, fenced) {
  let start = Math.min(index, lines.length - 1);
  let end = start;
  const inFence = fenced[start] === true;
  const joins = (i) => inFence ? fenced[i] === true : lines[i].trim() !== "" && !fenced[i];
  while (start > 0 && joins(start - 1)) start--;
  while (end < lines.length - 1 && joins(end + 1)) end++;
  for (let i = start; i <= end; i++) lines[i] = "";
}
function failedDocument(doc, ...diagnostics) {
  return { source: doc.source, code: "", headings: [], excerpt: "", text: "", sections: [], links: [], assets: [], diagnostics };
}
function toDiagnostic(error, doc, source) {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return { severity: "error", code: "nesting-too-deep", file: doc.source, line: 1, column: 1, message: "The document nests too deeply to compile (elements, expressions or links inside one another).", hint: "Flatten the structure: no reader follows more than a few levels of nesting." };
  }
  if (error instanceof PluginError) return pluginFailure(error, doc);
  const e = error;
  const start = e.place && "start" in e.place && e.place.start ? e.place.start : e.place;
  let reason = (e.reason ?? e.message ?? String(error)).split("\n")[0];
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  if (inText) reason = (reason.slice(0, inText.index) + reason.slice(inText.index + inText[0].length)).trim();
  const line = inText ? Number(inText[1]) : e.line ?? start?.line;
  const column = inText ? Number(inText[2]) : e.column ?? start?.column;
  if (typeof e.reason !== "string" && !line) {
    return { severity: "error", code: "compile-failed", file: doc.source, message: `Compiling this document failed: ${reason}`, hint: "If the site adds remark or rehype plugins, check them against this file; otherwise report it as a bug of docs with the file." };
  }
  const mdx1 = doc.format === "mdx" ? mdx1Hint(reason, e.ruleId, source.split("\n")[(line ?? 1) - 1] ?? "", column) : void 0;
  return {
    severity: "error",
    code: doc.format === "mdx" ? "mdx-syntax" : "markdown-syntax",
    file: doc.source,
    line,
    column,
    message: reason,
    hint: mdx1 ?? (doc.format === "mdx" ? "In MDX, `<` and `{` start JSX and expressions: close every tag, or escape them as `\\<` and `\\{`." : "Check the Markdown syntax around this position."),
    frame: line ? codeFrame(doc.body, line, column ?? 1) : void 0
  };
}
function pluginFailure(error, doc) {
  const cause = error.cause;
  const reason = (cause?.message ?? String(cause)).split("\n")[0];
  const missing = cause?.code === "MODULE_NOT_FOUND" || cause?.code === "ERR_MODULE_NOT_FOUND" ? /Cannot find (?:module|package) '([^']+)'/.exec(reason)?.[1] : void 0;
  const place = cause?.place && "start" in cause.place && cause.place.start ? cause.place.start : cause?.place;
  const line = cause?.line ?? place?.line;
  const column = cause?.column ?? place?.column;
  return {
    severity: "error",
    code: "plugin-failed",
    file: doc.source,
    ...line ? { line, column: column ?? 1, frame: codeFrame(doc.body, line, column ?? 1) } : {},
    message: `The plugin ${error.plugin} failed on this document: ${reason}`,
    hint: missing ? `The plugin needs the package "${missing.replace(/^((?:@[^/]+\/)?[^/]+).*$/, "$1")}", which is not installed: install it (npm install ${missing.replace(/^((?:@[^/]+\/)?[^/]+).*$/, "$1")}), or remove the plugin from the config.` : "The error is in the plugin, or in what it expects of the document: check the plugin's options and version, or remove it from the config to build without it."
  };
}
export {
  compileDocument,
  compileWithStandaloneBody
};
