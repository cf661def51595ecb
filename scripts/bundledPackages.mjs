// Which packages scripts/build-packages.mjs bundles into packages/core/dist (see there), and which never.

/**
 * Packages this repository's code imports whose whole dependency tree is bundled into dist/: the
 * Markdown stack, and the CommonJS packages the CLI loads as it starts (commander, fast-glob and
 * its thirty-odd files, lunr), which Node would otherwise resolve, read and scan for exports file
 * by file (15 ms of `docs build`'s start, before its first stage).
 */
export const BUNDLED = /^(?:unified|vfile|vfile-message|remark-[a-z-]+|rehype-[a-z-]+|@mdx-js\/mdx|micromark(?:-[a-z-]+)?|mdast-util-[a-z-]+|hast-util-[a-z-]+|unist-util-[a-z-]+|estree-util-[a-z-]+|github-slugger|yaml|style-to-js|property-information|parse5|commander|fast-glob|lunr)(?:\/|$)/;

/**
 * Left as imports of installed files even from inside a bundled package: native code, a
 * WebAssembly or data file read from beside the module, or one copy that must be shared (React).
 */
export const NEVER_BUNDLED = /^(?:esbuild|shiki|@shikijs\/[^/]+|typescript|sharp|lightningcss|sass|react|react-dom|source-map|chokidar|fsevents)(?:\/|$)/;
