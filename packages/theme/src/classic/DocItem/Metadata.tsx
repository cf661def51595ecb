/**
 * Docusaurus writes the doc's title and description into the head here. The doc's `Layout`
 * (rendered by `DocRoot`) writes them already, from the same metadata: writing them twice would
 * only repeat them, so this part has nothing left to add.
 */
export default function DocItemMetadata() {
  return null;
}
