// `node readContent.mjs <dir>...`: glob every Markdown file under the folders and read it, as the
// content stage must before anything else; prints how many. The floor of that stage (see
// stageFloors.mjs), run as a process of its own so that its time includes loading the glob library.
import { readFile } from 'node:fs/promises';
import fg from 'fast-glob';

const files = (await Promise.all(process.argv.slice(2).map((dir) => fg('**/*.{md,mdx}', { cwd: dir, absolute: true })))).flat();
await Promise.all(files.map((file) => readFile(file, 'utf8')));
process.stdout.write(`${files.length}\n`);
