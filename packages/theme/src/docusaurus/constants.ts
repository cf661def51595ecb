/** The id of a plugin instance that was given none, as in Docusaurus. */
export const DEFAULT_PLUGIN_ID = 'default';
