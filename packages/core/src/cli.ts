import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { paletteFor } from './diagnostics/colour.ts';
import { BuildError, countBySeverity, plural } from './diagnostics/diagnostic.ts';
import { formatDiagnosticReport } from './diagnostics/diagnosticReport.ts';
import { displayPath } from './diagnostics/displayPath.ts';
import { createProgress } from './progress.ts';
import { OUT_DIR_UNSAFE } from './write/outDirSafety.ts';
import { compressFlag } from './write/compressSetting.ts';
import type { CompressSetting } from './config/types.ts';
import { serverUrl } from './serve/hostCheck.ts';
import { tuneV8ForBuild } from './util/buildV8Flags.ts';
import { findConfigFile, loadConfig } from './config/loadConfig.ts';

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

function version(): string {
  const pkg = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535.');
  return n;
}

/**
 * A build's diagnostics and summary go to stderr (errors red, warnings yellow, success green, when
 * colour is on: see colour.ts), so stdout carries nothing but the `--json` report. The other
 * commands print their one result line (the version, the address served, what was removed) on
 * stdout, and their errors in red on stderr.
 */
export async function main(argv: string[]): Promise<number> {
  let exitCode = EXIT_OK;
  const log = process.stderr;
  const palette = paletteFor(log);
  const fail = (message: string) => log.write(palette.red(message) + '\n');
  const program = new Command('docs')
    .description('Build, serve and clear documentation sites.')
    .version(version(), '-v, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => log.write(s), outputError: (s, write) => write(palette.red(s)) })
    .showHelpAfterError('(run docs --help for usage)');

  program
    .command('build')
    .description('Build the site into static files.')
    .argument('[siteDir]', 'site folder (with docs.config.ts or docusaurus.config.js)', '.')
    .option('--out-dir <dir>', 'output folder (default: <siteDir>/build)')
    .option('--empty-out-dir', 'replace the output folder even if it holds files docs build did not write (never the site or its sources)')
    .option('--strict', 'fail the build on warnings (broken links included)')
    .option('--compress [encoding]', 'write .br and .gz copies beside text files (or only brotli, or gzip) for hosts that serve them (default: the config\'s compress, off)')
    .option('--no-compress', 'write no compressed copies, whatever the config says')
    .option('--source-maps', "write source maps beside the browser's JavaScript (default: the config's sourceMaps, off)")
    .option('--no-source-maps', 'write no source maps, whatever the config says')
    .option('--json', 'print a JSON report of the build and every diagnostic on stdout')
    .option('--verbose', 'also list info diagnostics (front-matter keys Docusaurus ignores too, ...)')
    .option('--locale <locale>', 'build this locale only (default: every locale of i18n.locales), into the output folder for the default locale and <out-dir>/<locale> for another')
    .action(async (siteDir: string, opts: { outDir?: string; emptyOutDir?: boolean; strict?: boolean; compress?: string | boolean; sourceMaps?: boolean; json?: boolean; verbose?: boolean; locale?: string }) => {
      const started = performance.now();
      tuneV8ForBuild();
      let compress: CompressSetting | undefined;
      try {
        compress = compressFlag(opts.compress);
      } catch (error) {
        fail((error as Error).message);
        exitCode = EXIT_USAGE;
        return;
      }
      // A first build's compile worker and highlight thread load while the engine does (see earlyCompilePool.ts).
      const { startEarlyCompilePool, closeEarlyCompilePools } = await import('./compile/earlyCompilePool.ts');
      startEarlyCompilePool(siteDir);
      const { build } = await import('./build.ts');
      const result = await build({ siteDir, outDir: opts.outDir, emptyOutDir: opts.emptyOutDir, strict: opts.strict, compress, sourceMaps: opts.sourceMaps, progress: createProgress(log), locale: opts.locale }).finally(closeEarlyCompilePools);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      const { errors, warnings, infos } = countBySeverity(result.diagnostics);
      const listed = result.diagnostics.filter((d) => opts.verbose || d.severity !== 'info');
      if (listed.length) log.write(formatDiagnosticReport(listed, { palette, all: opts.verbose }) + '\n\n');
      // A migrated site can have an info per page: a count, rather than a wall of them.
      if (infos > 0 && !opts.verbose) log.write(`${plural(infos, 'info diagnostic')} not listed (run with --verbose to list them).\n`);
      const out = displayPath(result.outDir);
      const untouched = result.diagnostics.some((d) => d.code === OUT_DIR_UNSAFE) ? 'No output was written, and nothing was removed.' : `The previous output in ${out} was left as it was.`;
      if (result.ok) {
        log.write(palette.green(`Built ${result.routes} routes into ${out} in ${seconds} s, with ${plural(warnings, 'warning')}.`) + '\n');
      } else if (errors === 0 && opts.strict) {
        fail(`Build failed: ${plural(warnings, 'warning')} under --strict. ${untouched}`);
      } else {
        fail(`Build failed with ${plural(errors, 'error')} and ${plural(warnings, 'warning')} in ${seconds} s. ${untouched}`);
      }
      if (opts.json) {
        process.stdout.write(JSON.stringify({ ok: result.ok, routes: result.routes, durationMs: Math.round(performance.now() - started), timings: result.timings, search: result.search, errors, warnings, infos, diagnostics: result.diagnostics }, null, 2) + '\n');
      }
      exitCode = result.ok ? EXIT_OK : EXIT_FAILED;
    });

  program
    .command('dev')
    .description('Develop the site: serve it from memory and update open pages as you edit.')
    .argument('[siteDir]', 'site folder (with docs.config.ts or docusaurus.config.js)', '.')
    .option('-p, --port <port>', 'port (the next free one if it is taken)', port, 3000)
    .option('--host <host>', 'host', '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .option('--locale <locale>', 'serve this locale (default: the default locale)')
    .action(async (siteDir: string, opts: { port: number; host: string; open?: boolean; locale?: string }) => {
      const started = performance.now();
      let dev: Awaited<ReturnType<typeof import('./dev/devServer.ts').startDevServer>>;
      try {
        const { startDevServer } = await import('./dev/devServer.ts');
        dev = await startDevServer({ siteDir, port: opts.port, host: opts.host, locale: opts.locale });
      } catch (error) {
        fail((error as Error).message);
        exitCode = EXIT_FAILED;
        return;
      }
      const routes = dev.session.planned?.routes.length ?? 0;
      process.stdout.write(`docs dev: ${routes} routes ready in ${((performance.now() - started) / 1000).toFixed(2)} s at ${dev.url}\n`);
      if (opts.open) openInBrowser(dev.url);
      await new Promise<void>((resolve) => {
        const stop = () => {
          // A second Ctrl-C does not wait for the work a stop lets finish (a props-table extraction can take a minute).
          process.once('SIGINT', () => process.exit(EXIT_FAILED));
          process.once('SIGTERM', () => process.exit(EXIT_FAILED));
          void dev.close().then(resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      // Everything dev started is closed now, and the process ends on its own, except after a stop
      // during the start-up compile: esbuild's pipes stayed referenced (a bundle the stop cut
      // short) and the process never ended. Past a short grace, it is ended here.
      setTimeout(() => process.exit(), 500).unref();
    });

  program
    .command('serve')
    .description('Serve a built site.')
    .argument('[siteDir]', 'site folder (with docs.config.ts or docusaurus.config.js)', '.')
    .option('--dir <dir>', 'built folder to serve (default: <siteDir>/build)')
    .option('-p, --port <port>', 'port', port, 3000)
    .option('--host <host>', 'host', '127.0.0.1')
    .action(async (siteDir: string, opts: { dir?: string; port: number; host: string }) => {
      const root = path.resolve(opts.dir ?? path.join(siteDir, 'build'));
      if (!existsSync(root)) {
        fail(`Nothing to serve: ${displayPath(root)} does not exist. Run \`docs build ${siteDir}\` first.`);
        exitCode = EXIT_FAILED;
        return;
      }
      const { createStaticServer } = await import('./serve/staticServer.ts');
      const server = createStaticServer(root);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, () => resolve());
      }).catch((error: NodeJS.ErrnoException) => {
        fail(error.code === 'EADDRINUSE' ? `Port ${opts.port} is taken: pass another with --port.` : `Cannot serve: ${error.message}`);
        exitCode = EXIT_FAILED;
      });
      if (exitCode) return;
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : opts.port;
      process.stdout.write(`Serving ${displayPath(root)} at ${serverUrl(opts.host, actualPort)}\n`);
      await new Promise<void>((resolve) => {
        const stop = () => server.close(() => resolve());
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  program
    .command('version')
    .description('Release the docs folder as a version: copy it to versioned_docs/, its sidebars to versioned_sidebars/, and add the name to versions.json.')
    .argument('<name>', 'the version name, such as 1.0.0')
    .argument('[siteDir]', 'site folder (with docs.config.ts or docusaurus.config.js)', '.')
    .option('--plugin-id <id>', 'the docs set to version (a docs plugin id; as `docusaurus docs:version:<id>`)', 'default')
    .action(async (name: string, siteDir: string, options: { pluginId: string }) => {
      const { cutDocsVersion, VersionError } = await import('./cutDocsVersion.ts');
      try {
        const { written } = await cutDocsVersion(siteDir, name, options.pluginId);
        for (const file of written) process.stdout.write(`Wrote ${displayPath(file)}\n`);
        process.stdout.write(`Version ${name} created.\n`);
      } catch (error) {
        if (error instanceof VersionError) fail(error.message);
        else if (error instanceof BuildError) fail(formatDiagnosticReport(error.diagnostics, { palette: paletteFor(process.stderr) }));
        else throw error;
        exitCode = EXIT_FAILED;
      }
    });

  program
    .command('write-translations')
    .description('Write the JSON files to translate for a locale (code.json with the theme\'s and the site\'s messages, navbar.json, footer.json, each docs version\'s labels) under i18n/<locale>/, keeping messages already translated.')
    .argument('[siteDir]', 'site folder (with docs.config.ts or docusaurus.config.js)', '.')
    .option('--locale <locale>', 'the locale to write the files for (default: the default locale)')
    .option('--override', 'replace messages already in the files with the site\'s own text')
    .option('--messagePrefix <prefix>', 'put this before every message written new, so untranslated text stands out on the pages')
    .action(async (siteDir: string, opts: { locale?: string; override?: boolean; messagePrefix?: string }) => {
      const { writeTranslations } = await import('./i18n/writeTranslations.ts');
      const { files, diagnostics } = await writeTranslations({ siteDir, locale: opts.locale, override: opts.override, messagePrefix: opts.messagePrefix });
      if (diagnostics.length) log.write(formatDiagnosticReport(diagnostics, { palette }) + '\n');
      for (const f of files) process.stdout.write(`Wrote ${displayPath(f.file)}: ${plural(f.messages, 'message')}, ${f.added} new\n`);
      if (diagnostics.some((d) => d.severity === 'error')) exitCode = EXIT_FAILED;
    });

  program
    .command('clear')
    .description('Remove the build output and caches.')
    .argument('[siteDir]', 'site folder (with docs.config.ts or docusaurus.config.js)', '.')
    .action(async (siteDir: string) => {
      const { clearSite } = await import('./clearSite.ts');
      const { removed, kept } = await clearSite(siteDir);
      for (const dir of removed) process.stdout.write(`Removed ${displayPath(dir)}\n`);
      for (const reason of kept) fail(reason);
      if (kept.length) exitCode = EXIT_FAILED;
    });

  if (argv.length === 0) {
    program.outputHelp({ error: true });
    return EXIT_USAGE;
  }
  try {
    await addPluginCommands(program, argv);
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return EXIT_OK;
      return EXIT_USAGE;
    }
    // A plugin command's site that does not load, or a plugin that throws in `extendCli`.
    if (error instanceof BuildError) {
      fail(formatDiagnosticReport(error.diagnostics, { palette }));
      return EXIT_FAILED;
    }
    fail(`docs: ${(error as Error).stack ?? error}`);
    return EXIT_FAILED;
  }
  return exitCode;
}

/**
 * A command none of ours is named may be one the site's plugins add (Docusaurus's `extendCli`):
 * the site in the current folder is loaded and its plugins register their commands. A folder
 * with no site, or a site without plugins, leaves the command unknown, as it was.
 */
async function addPluginCommands(program: Command, argv: string[]): Promise<void> {
  const name = argv[0]!;
  if (name.startsWith('-') || program.commands.some((c) => c.name() === name || c.aliases().includes(name))) return;
  const siteDir = process.cwd();
  if (!findConfigFile(siteDir)) return;
  const { config, configFile } = await loadConfig(siteDir);
  await config.plugins?.extendCli(program, { siteDir, outDir: path.join(siteDir, 'build'), config, configFile });
}

/** Open a URL in the system's browser; a machine without one just keeps the printed address. */
function openInBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    spawn(command, args, { stdio: 'ignore', detached: true }).on('error', () => undefined).unref();
  } catch {
    // No browser to open: the address is printed above.
  }
}
