/**
 * A page's sample project: a scratch folder where the page's titled blocks are
 * written in order, run, started as servers and queried, as CONTRIBUTING.md describes.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import ts from 'typescript';
import { siteDir, tmpDir } from '../../lib/paths.ts';
import { freePort, trackChild, waitForHttp } from '../../lib/server.ts';
import type { Block } from './extract.ts';
import { linkGraphql16 } from './graphql-16.ts';
import { isTypeScript, tryItModules, type Step } from '../../lib/samples/plan.ts';
import { writtenFile } from '../../lib/samples/project-files.ts';

const runTimeoutMs = 60_000;

/**
 * The environment a sample runs in: the test run's, less the NODE_TEST_CONTEXT that node:test sets
 * for the files it runs (https://github.com/nodejs/node/blob/main/lib/internal/test_runner/runner.js),
 * which would make a sample's own `node --test` report to this runner instead of printing.
 */
function sampleEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  delete env.NODE_TEST_CONTEXT;
  return env;
}
const tryItRunner = path.join(siteDir, 'tests/samples/try-it-run.ts');
/**
 * The try-it runner imports its modules by full paths (runOperation.ts with its extension, the
 * page's modules, graphql), so Node's own type stripping runs it where this Node has it
 * (https://nodejs.org/api/typescript.html); tsx's loader costs a third of each run's time, over
 * the tens of try-it blocks.
 */
const tryItRunnerArgs = process.features.typescript
  ? [tryItRunner]
  : ['--import', 'tsx', tryItRunner];

/**
 * Strict type-checking of the page's TS files, resolving modules as Node does. `.mts` files are
 * left out: a page's deliberately broken modules, whose errors a sample of its own shows.
 */
const pageTsconfig = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    allowJs: true,
    skipLibCheck: true,
    types: ['node'],
  },
  include: ['**/*.ts', '**/*.tsx'],
};

/**
 * The declarations of installed packages (graphql's, Node's, TypeScript's libs), parsed once for
 * every check of every page instead of once per `tsc` process: each TS block is checked in this
 * process, against its project's tsconfig.json as `tsc -p` reads it.
 */
const installedDeclarations = new Map<string, ts.SourceFile>();

/** `tsc -p dir`'s errors, formatted as tsc prints them; empty when the project type-checks. */
function typeErrors(dir: string): string {
  const configFile = path.join(dir, 'tsconfig.json');
  const formatHost: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => dir,
    getNewLine: () => '\n',
  };
  const config = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostic(diagnostic, formatHost));
    },
  })!;
  const host = ts.createCompilerHost(config.options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, ...rest) => {
    if (!file.includes(`${path.sep}node_modules${path.sep}`))
      return readSourceFile(file, languageVersion, ...rest);
    // Node's resolution parses a package's file as ESM or CommonJS: the same file may be both.
    const key = `${file}\0${typeof languageVersion === 'object' ? languageVersion.impliedNodeFormat : ''}`;
    let parsed = installedDeclarations.get(key);
    if (!parsed) {
      parsed = readSourceFile(file, languageVersion, ...rest);
      if (parsed) installedDeclarations.set(key, parsed);
    }
    return parsed;
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
  return ts.formatDiagnostics(diagnostics, formatHost);
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (or kills it after the timeout). */
function finish(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: sampleEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: runTimeoutMs,
    });
    trackChild(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** node for JavaScript (as a reader runs it), node + tsx for TypeScript. */
const nodeArgs = (file: string): string[] =>
  /\.[mc]?tsx?$|\.jsx$/.test(file) ? ['--import', 'tsx', file] : [file];

/** Readers' samples use localhost:4000; in the test the server is on a free port. */
const pointAt = (code: string, port: number): string =>
  code.replaceAll('localhost:4000', `127.0.0.1:${port}`);

export function assertSameOutput(actual: string, expected: Block): void {
  const where = `${expected.page}:${expected.line}`;
  if (expected.lang === 'json') {
    let parsed: unknown;
    assert.doesNotThrow(
      () => (parsed = JSON.parse(actual)),
      `${where}: stdout is not JSON:\n${actual}`,
    );
    assert.deepEqual(
      parsed,
      JSON.parse(expected.code),
      `${where}: the output shown is not what the code prints`,
    );
  } else {
    const text = (s: string) =>
      s
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n')
        .trimEnd();
    assert.equal(
      text(actual),
      text(expected.code),
      `${where}: the output shown is not what the code prints:\n${actual}`,
    );
  }
}

async function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export class SampleProject {
  readonly dir: string;
  /** Where `graphql=16` blocks are written and run: `graphql` resolves to graphql 16 there. */
  readonly graphql16Dir: string;
  private server?: { child: ChildProcess; port: number; output: () => string };

  /** `tab`: the tab this run follows, on a page run once per tab (lib/samples/plan.ts, tabVariants). */
  constructor(page: string, tab = '') {
    this.dir = path.join(tmpDir, 'samples', page.replace(/\.mdx?$/, '') + (tab ? `.${tab}` : ''));
    // A sibling, not a subfolder: the page's own tsc run must not see graphql 16 files.
    this.graphql16Dir = `${this.dir}.graphql-16`;
  }

  create(): void {
    for (const dir of [this.dir, this.graphql16Dir]) {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      // Other imports resolve to the site's node_modules by walking up from tests/.tmp.
      fs.writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ type: 'module', private: true }),
      );
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(pageTsconfig, null, 2));
    }
    linkGraphql16(this.graphql16Dir);
  }

  async perform(step: Step): Promise<void> {
    const { block, kind } = step;
    if (step.problem) assert.fail(`${block.page}:${block.line}: ${step.problem}`);
    if (kind === 'norun' || kind === 'other') return;
    if (kind === 'try-it') return this.tryIt(step);
    // Which file a block writes, and where, is decided with the download archives (lib/samples/project-files.ts).
    const written = writtenFile(step);
    const dir = written?.project === 'graphql-16' ? this.graphql16Dir : this.dir;
    const title = written?.file;
    if (kind === 'server') await this.stopServer();
    if (kind === 'client' && !this.server)
      assert.fail(`${block.page}:${block.line}: a client block needs a server block before it`);
    const code = kind === 'client' ? pointAt(block.code, this.server!.port) : block.code;
    if (title) {
      fs.mkdirSync(path.dirname(path.join(dir, title)), { recursive: true });
      fs.writeFileSync(path.join(dir, title), code.endsWith('\n') ? code : `${code}\n`);
      if (isTypeScript(block)) {
        const errors = typeErrors(dir);
        assert.equal(
          errors,
          '',
          `${block.page}:${block.line}: ${title} does not type-check:\n${errors}`,
        );
      }
    }
    if (kind === 'module') return;
    if (kind === 'server') return this.startServer(title!, dir);
    const result = title
      ? await finish(process.execPath, nodeArgs(title), dir)
      : await finish('bash', ['-euo', 'pipefail', '-c', code], dir);
    assert.equal(
      result.code,
      0,
      `${block.page}:${block.line} exited with ${result.code}:\n${result.stderr}${result.stdout}`,
    );
    if (step.expected) assertSameOutput(result.stdout, step.expected);
  }

  /** Runs the operation as the reader's browser does (src/theme/TryIt/runOperation.ts) and compares its output. */
  private async tryIt({ block, variables, expected }: Step): Promise<void> {
    const modules = tryItModules(block);
    const request = JSON.stringify({ source: block.code, variables: variables?.code ?? '' });
    const result = await finish(
      process.execPath,
      [...tryItRunnerArgs, request, ...modules],
      this.dir,
    );
    assert.equal(
      result.code,
      0,
      `${block.page}:${block.line}: try-it="${modules.join(' ')}" exited with ${result.code}:\n${result.stderr}${result.stdout}`,
    );
    assertSameOutput(result.stdout, expected!);
  }

  private async startServer(title: string, dir: string): Promise<void> {
    const port = await freePort();
    const child = spawn(process.execPath, nodeArgs(title), {
      cwd: dir,
      env: sampleEnv({ PORT: String(port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    this.server = { child, port, output: () => output };
    await waitForHttp(`http://127.0.0.1:${port}/`, child, () => output, runTimeoutMs);
  }

  /** Stops the running server, if any, and checks its port is closed again. */
  async stopServer(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    assert.equal(server.child.exitCode, null, `the server stopped by itself:\n${server.output()}`);
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    assert.equal(
      await isListening(server.port),
      false,
      `port ${server.port} still accepts connections after the server stopped`,
    );
  }
}
