import type { LastUpdate } from '../content/types.ts';
import type { GitLastUpdate } from '../util/gitLastUpdates.ts';
import type { LastUpdateData } from './types.ts';
import { dateFormatter, type DateLocale } from '../i18n/dateFormat.ts';

/**
 * A front matter's `last_update` as the theme shows it: the date formatted once, here, in the
 * locale's language and calendar (day, short month, year, read in UTC so no time zone moves it a day).
 */
export function lastUpdateData(lastUpdate: LastUpdate | undefined, locale: DateLocale): LastUpdateData | undefined {
  if (!lastUpdate) return undefined;
  const time = lastUpdate.date === undefined ? NaN : Date.parse(lastUpdate.date);
  const formattedDate = Number.isNaN(time) ? undefined : dateFormatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(time);
  return { date: formattedDate ? lastUpdate.date : undefined, formattedDate, author: lastUpdate.author };
}

/** Docusaurus's `showLastUpdateTime` / `showLastUpdateAuthor`. */
export interface LastUpdateOptions {
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
}

/**
 * What a document shows as its last update, as Docusaurus settles it: with neither option set, the
 * front matter's `last_update` alone; with one or both, the part each option shows, from the front
 * matter where it says, else from the file's last commit (none without git).
 */
export function resolveLastUpdate(frontMatter: LastUpdate | undefined, git: GitLastUpdate | undefined, options: LastUpdateOptions): LastUpdate | undefined {
  const { showLastUpdateTime = false, showLastUpdateAuthor = false } = options;
  if (!showLastUpdateTime && !showLastUpdateAuthor) return frontMatter;
  const date = showLastUpdateTime ? frontMatter?.date ?? git?.date : undefined;
  const author = showLastUpdateAuthor ? frontMatter?.author ?? git?.author : undefined;
  return date === undefined && author === undefined ? undefined : { date, author };
}
