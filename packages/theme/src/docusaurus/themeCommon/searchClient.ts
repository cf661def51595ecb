/** An entry point of Docusaurus's packages that swizzled components import: it serves the same set as `@docusaurus/theme-common` (see index.ts). */
export * from './index.ts';
