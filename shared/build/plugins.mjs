// @ts-check
// Webpack plugins of the one build configuration: shared subsets, the federation runtime a remote
// borrows from its host, and compressed copies of every text asset.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const UNSHARED = '@erep/unshared/';

/**
 * Modules in `dir` that re-export part of one package: `export { a, b } from 'package'`.
 * @param {string} dir
 * @returns {Record<string, string>} package name -> module path
 */
export function sharedSubsets(dir) {
  /** @type {Record<string, string>} */
  const subsets = {};
  if (!existsSync(dir)) return subsets;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    const match = /\}\s*from\s*'([^']+)'/.exec(source);
    if (match?.[1]) subsets[match[1]] = path.join(dir, file);
  }
  return subsets;
}

/**
 * Where a subset module's own import of its package resolves: the package itself (the share
 * scope only intercepts the bare name, see SharedSubsetPlugin).
 * @param {Record<string, string>} subsets
 */
export function unsharedAliases(subsets) {
  return Object.fromEntries(Object.keys(subsets).map((name) => [`${UNSHARED}${name}$`, name]));
}

/** @param {string} file */
function exportedNames(file) {
  const source = readFileSync(file, 'utf8');
  const names = new Set();
  for (const block of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of (block[1] ?? '').split(',')) {
      const name = item.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * A subset module's import of its own package goes to the package, not back to the share scope;
 * and the build fails when code imports a name a subset does not provide (at run time the shared
 * copy would not have it).
 */
export class SharedSubsetPlugin {
  /** @param {Record<string, string>} subsets */
  constructor(subsets) {
    /** @type {Map<string, { file: string; names: Set<string> }>} */
    this.subsets = new Map(Object.entries(subsets).map(([name, file]) => [name, { file, names: exportedNames(file) }]));
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    if (this.subsets.size === 0) return;
    const files = new Map([...this.subsets].map(([name, { file }]) => [file, name]));
    compiler.hooks.thisCompilation.tap('SharedSubsetPlugin', (compilation, { normalModuleFactory }) => {
      // Before the federation plugin looks at the request (stage 0).
      normalModuleFactory.hooks.factorize.tap({ name: 'SharedSubsetPlugin', stage: -100 }, (data) => {
        if (files.get(data.contextInfo.issuer) === data.request) data.request = `${UNSHARED}${data.request}`;
        return undefined;
      });
      compilation.hooks.finishModules.tap('SharedSubsetPlugin', (modules) => {
        for (const module of modules) {
          const resource = /** @type {{ resource?: string }} */ (module).resource ?? '';
          if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dep of module.dependencies) {
            const d = /** @type {any} */ (dep);
            const subset = typeof d.request === 'string' ? this.subsets.get(d.request) : undefined;
            if (!subset) continue;
            const ids = typeof d.getIds === 'function' ? d.getIds(compilation.moduleGraph) : d.ids;
            const name = Array.isArray(ids) ? ids[0] : undefined;
            if (d.type === 'harmony import specifier' || d.type === 'harmony export imported specifier') {
              if (name === undefined || subset.names.has(name)) continue;
              const error = new compiler.webpack.WebpackError(
                `${d.request}: '${name}' is not provided by the shared subset ${path.relative(compiler.context, subset.file)}; add it there (the shell must ship it first).`,
              );
              error.module = module;
              compilation.errors.push(error);
            }
          }
        }
      });
    });
  }
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * Writes `.br` and `.gz` beside every text asset, so the server sends compressed bytes without
 * compressing on each request.
 */
export class CompressPlugin {
  /** @param {{ brotliQuality?: number; minBytes?: number }} [options] */
  constructor(options = {}) {
    this.quality = options.brotliQuality ?? 11;
    this.minBytes = options.minBytes ?? 0;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const br = promisify(brotliCompress);
    const gz = promisify(gzip);
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          const jobs = [];
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name) || name.endsWith('.LICENSE.txt')) continue;
            const buffer = source.buffer();
            if (buffer.length < this.minBytes) continue;
            jobs.push(
              (async () => {
                const [b, g] = await Promise.all([
                  br(buffer, {
                    params: {
                      [constants.BROTLI_PARAM_QUALITY]: this.quality,
                      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                    },
                  }),
                  gz(buffer, { level: 9 }),
                ]);
                compilation.emitAsset(`${name}.br`, new sources.RawSource(b), { compressed: true });
                compilation.emitAsset(`${name}.gz`, new sources.RawSource(g), { compressed: true });
              })(),
            );
          }
          await Promise.all(jobs);
        },
      );
    });
  }
}

/** The federation runtime's core, as the ES module build the bundlers read. */
function runtimeCoreModule() {
  const require = createRequire(import.meta.url);
  const tools = createRequire(require.resolve('@module-federation/enhanced/webpack')).resolve('@module-federation/runtime-tools/runtime-core');
  const cjs = createRequire(tools).resolve('@module-federation/runtime-core');
  const esm = cjs.replace(/index\.cjs$/, 'index.js');
  const version = JSON.parse(readFileSync(path.join(path.dirname(cjs), '..', 'package.json'), 'utf8')).version;
  return { file: existsSync(esm) ? esm : cjs, version };
}

/**
 * The shell's runtime plugin handing its federation runtime core to the remotes, which are built
 * without one (`experiments.externalRuntime`). It imports the very file the shell's runtime uses,
 * so the page holds one copy. Written under `cacheDir` because the path is the installed one.
 * @param {string} cacheDir
 */
export function runtimeCoreProviderPlugin(cacheDir) {
  const core = runtimeCoreModule();
  const file = path.join(cacheDir, `provide-runtime-core-${core.version}.mjs`);
  const source =
    `import * as core from ${JSON.stringify(core.file)};\n` +
    'export default function provideRuntimeCore() {\n' +
    '  return {\n' +
    "    name: 'provide-runtime-core',\n" +
    '    beforeInit(args) {\n' +
    '      var g = globalThis;\n' +
    '      if (!g._FEDERATION_RUNTIME_CORE) {\n' +
    '        g._FEDERATION_RUNTIME_CORE = core;\n' +
    `        g._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: ${JSON.stringify(core.version)} };\n` +
    '      }\n' +
    '      return args;\n' +
    '    },\n' +
    '  };\n' +
    '}\n';
  if (!existsSync(file) || readFileSync(file, 'utf8') !== source) {
    mkdirSync(cacheDir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, source);
    renameSync(temp, file);
  }
  return file;
}

/**
 * Builds (once per runtime version, cached on disk) a script that makes the federation runtime's
 * core a global, as the shell does for the remotes it loads.
 * @param {typeof import('webpack')} webpack
 * @param {string} cacheDir
 * @param {Record<string, string>} defines the same optimisation flags as the shell's runtime
 * @returns {Promise<string>}
 */
async function runtimeProviderScript(webpack, cacheDir, defines) {
  const core = runtimeCoreModule();
  const key = `${core.version}-${Buffer.from(JSON.stringify(defines)).toString('base64url').slice(0, 40)}`;
  const cached = path.join(cacheDir, `runtime-core-${key}.js`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const work = path.join(cacheDir, `work-${process.pid}-${Date.now()}`);
  mkdirSync(work, { recursive: true });
  const entry = path.join(work, 'entry.mjs');
  writeFileSync(
    entry,
    `import * as core from ${JSON.stringify(core.file)};\n` +
      'var g = globalThis;\n' +
      'if (!g._FEDERATION_RUNTIME_CORE) {\n' +
      '  g._FEDERATION_RUNTIME_CORE = core;\n' +
      `  g._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: ${JSON.stringify(core.version)} };\n` +
      '}\n',
  );
  try {
    const code = await new Promise((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          target: 'web',
          context: work,
          entry,
          devtool: false,
          output: { path: work, filename: 'out.js', iife: true },
          plugins: [new webpack.DefinePlugin(defines)],
          performance: { hints: false },
        },
        (error, stats) => {
          if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
          resolve(readFileSync(path.join(work, 'out.js'), 'utf8'));
        },
      );
    });
    // Parallel builds may race here: write whole, then rename.
    const temp = `${cached}.${process.pid}.tmp`;
    writeFileSync(temp, code);
    renameSync(temp, cached);
    return /** @type {string} */ (code);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A remote takes the federation runtime from its host (`externalRuntime`), so its standalone page
 * has no host to take it from: the page's entry script gets the runtime in front of it.
 */
export class StandaloneRuntimePlugin {
  /** @param {{ chunk: string; cacheDir: string; defines: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
    /** @type {string | null} */
    this.code = null;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const prepare = async () => {
      this.code ??= await runtimeProviderScript(compiler.webpack, this.options.cacheDir, this.options.defines);
    };
    compiler.hooks.beforeRun.tapPromise('StandaloneRuntimePlugin', prepare);
    compiler.hooks.watchRun.tapPromise('StandaloneRuntimePlugin', prepare);
    compiler.hooks.thisCompilation.tap('StandaloneRuntimePlugin', (compilation) => {
      // After minification (the provider is minified already), before the content hash is final.
      compilation.hooks.processAssets.tap({ name: 'StandaloneRuntimePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const chunk = compilation.namedChunks.get(this.options.chunk);
        if (!chunk || !this.code) return;
        for (const file of chunk.files) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(/** @type {string} */ (this.code), '\n', source));
        }
      });
    });
  }
}

