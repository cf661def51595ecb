/** The names Docusaurus 3 looks for its config under, in a site's folder. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export const isDocusaurusConfigFile = (file: string): boolean => /(?:^|[\\/])docusaurus\.config\.[cm]?[jt]s$/.test(file);
