import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../lib/paths.ts';

export const benchDir = path.join(siteDir, '.bench');
const docusaurus = 'node_modules/.bin/docusaurus';
/** Peak resident memory of the largest process of a command (GNU time's %M), and its time. */
export type Timing = { ms: number; rss: number };

/**
 * Times shell commands in `cwd` with hyperfine, one run each, in order, each after its untimed
 * `prepare`; GNU time measures their memory. The last command's output is in .bench/<label>.log.
 */
export function hyperfine(label: string, cwd: string, commands: Record<string, [string, string?]>) {
  for (const tool of ['hyperfine', '/usr/bin/time'])
    if (spawnSync(tool, ['--version']).status !== 0)
      throw new Error(`${tool} is missing: apt-get install hyperfine time (Debian's packages)`);
  fs.mkdirSync(benchDir, { recursive: true });
  const file = (name: string, ext: string) => path.join(benchDir, `${label}-${name}.${ext}`);
  const args = ['--runs=1', '--style=basic', `--export-json=${file('timings', 'json')}`];
  args.push(`--output=${file('output', 'log')}`);
  for (const [name, [command, prepare = 'true']] of Object.entries(commands))
    args.push(
      `--prepare=${prepare}`,
      `--command-name=${name}`,
      `/usr/bin/time -f %M -o '${file(name, 'rss')}' ${command}`,
    );
  try {
    execFileSync('hyperfine', args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch {
    throw new Error(`hyperfine failed: see ${path.relative(siteDir, file('output', 'log'))}`);
  }
  const { results } = JSON.parse(fs.readFileSync(file('timings', 'json'), 'utf8'));
  return Object.fromEntries(
    (results as { command: string; mean: number }[]).map(({ command, mean }) => {
      const rss = Number(fs.readFileSync(file(command, 'rss'), 'utf8').trim());
      return [command, { ms: mean * 1000, rss: rss * 1024 }];
    }),
  ) as Record<string, Timing>;
}

/**
 * What a fresh clone lacks: the generated files, the bundler cache, the API markdown (build/ is
 * kept for the parts that measure it). An install linked from another checkout is refused rather
 * than its cache cleared under that checkout.
 */
export function clearCommand(dir = siteDir): string {
  if (fs.lstatSync(path.join(dir, 'node_modules')).isSymbolicLink())
    throw new Error(`${dir}/node_modules is another checkout's: run this part where it is not`);
  return 'rm -rf .docusaurus node_modules/.cache api';
}

export const run = (command: string, args: string[], cwd = siteDir) =>
  execFileSync(command, args, { cwd, stdio: 'inherit' });

/** docusaurus.config.ts reads DOCUSAURUS_FASTER: false builds with webpack and Babel. */
export const buildCommand = (faster: boolean) =>
  `env DOCUSAURUS_FASTER=${faster} ${docusaurus} build`;

/**
 * Cold then warm builds of the site with each bundler, and of the template (its own install and
 * bundler, given its folder); the site's own configuration goes last and fills build/.
 */
export function benchBuilds() {
  const [clear, slow, fast] = [clearCommand(), buildCommand(false), buildCommand(true)];
  scaffoldTemplate();
  const template = `${path.join(templateDir, docusaurus)} build '${templateDir}'`;
  return hyperfine('builds', siteDir, {
    'template-cold': [template, `cd '${templateDir}' && ${clearCommand(templateDir)}`],
    'template-warm': [template],
    'default-cold': [slow, clear],
    'default-warm': [slow],
    'faster-cold': [fast, clear],
    'faster-warm': [fast],
  });
}

/** `docusaurus generate-typedoc`: the API markdown alone, without the site build. */
export const benchTypedoc = () =>
  hyperfine('typedoc', siteDir, { typedoc: [`${docusaurus} generate-typedoc`, 'rm -rf api'] })
    .typedoc;

const version: string = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;
/** The stock classic template at the site's Docusaurus version, scaffolded and installed once. */
export const templateDir = path.join(benchDir, 'template', version, 'site');

export function scaffoldTemplate(): void {
  if (fs.existsSync(path.join(templateDir, '.bench-ready'))) return;
  const parent = path.dirname(templateDir);
  fs.rmSync(parent, { recursive: true, force: true });
  fs.mkdirSync(parent, { recursive: true });
  const create = [`create-docusaurus@${version}`, 'site', 'classic', '--typescript'];
  run('npx', ['--yes', ...create, '--skip-install'], parent);
  run('npm', ['install', '--no-audit', '--no-fund'], templateDir);
  fs.writeFileSync(path.join(templateDir, '.bench-ready'), '');
}

let templateBuilt = false;
/** The template's production build, once a run: its folder. */
export function buildTemplate(): string {
  scaffoldTemplate();
  if (!templateBuilt) run(path.join(templateDir, docusaurus), ['build'], templateDir);
  templateBuilt = true;
  return path.join(templateDir, 'build');
}
