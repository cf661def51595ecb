import { scriptJson } from '@docs/client';

/** A JSON-LD block, which search engines read anywhere in the page. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
