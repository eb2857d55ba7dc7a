// @ts-check
// One webpack + Module Federation configuration for the shell and every remote.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { CompressPlugin } from './plugins.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Loaders resolve from this package, so remotes need not list them.
const loader = (name) => createRequire(import.meta.url).resolve(name);
const singletons = JSON.parse(readFileSync(path.join(here, '../src/federation/singletons.json'), 'utf8'));
const sharedVersion = JSON.parse(readFileSync(path.join(here, '../package.json'), 'utf8')).version;

/** @param {string} request */
function installedVersion(request) {
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  // Walk up node_modules folders: some packages do not export their package.json.
  for (let dir = here; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed`);
  }
}

/**
 * Every shared module as a singleton, versions read from what is installed
 * (package.json ranges use the workspace catalog and are not semver). Whole packages, as any
 * other team's build shares them. In the shell, the modules its first render needs (`startup`) are eager: they travel in its first
 * script instead of one request each.
 * @param {{ host?: boolean }} [options]
 * @returns {Record<string, { singleton: true; requiredVersion: string; version: string; strictVersion: boolean; eager?: boolean }>}
 */
export function sharedSingletons({ host = false } = {}) {
  /** @type {Record<string, { singleton: true; requiredVersion: string; version: string; strictVersion: boolean; eager?: boolean }>} */
  const shared = {};
  const startup = new Set(host ? singletons.startup ?? [] : []);
  for (const request of singletons.packages) {
    const version = installedVersion(request);
    shared[request] = {
      singleton: true,
      version,
      requiredVersion: `^${version.split('.')[0]}.0.0`,
      strictVersion: false,
      ...(startup.has(request) ? { eager: true } : {}),
    };
  }
  for (const mod of singletons.projectModules) {
    const request = `${singletons.projectPackage}/${mod}`;
    shared[request] = {
      singleton: true,
      ...(startup.has(request) ? { eager: true } : {}),
      version: sharedVersion,
      requiredVersion: `^${sharedVersion.split('.').slice(0, 2).join('.')}`,
      strictVersion: false,
    };
  }
  return shared;
}

/** @param {string} title */
function pageTemplate(title) {
  const escaped = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  return readFileSync(path.join(here, 'index.html'), 'utf8').replace('<%= htmlWebpackPlugin.options.title %>', escaped);
}

/** Emits the remote's declared navigation and landing path as `mf-contract.json` beside its entry. */
class ContractPlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!existsSync(this.file)) return;
        compilation.fileDependencies.add(this.file);
        const json = JSON.stringify(JSON.parse(readFileSync(this.file, 'utf8')));
        compilation.emitAsset('mf-contract.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * @param {{
 *   name: string;              // federation name, e.g. mf_erep
 *   dir: string;               // package folder (import.meta.dirname of the caller)
 *   exposes?: Record<string, string>;
 *   port: number;              // dev server port
 *   title?: string;
 *   html?: boolean;            // emit index.html (the shell, and each remote's standalone page)
 *   cssPrefix?: string;
 *   host?: boolean;            // the shell: served from the site root, so deep links find its files
 *   ownRuntime?: boolean;      // a remote also loaded without the shell (mf-public, for visitors)
 * }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const prefix = options.cssPrefix ?? options.name.replace(/_/g, '-');
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: options.host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      // qrcode-svg reaches for fs only to save files under Node; browsers never call it.
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], fallback: { fs: false } },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: loader('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              loader('style-loader'),
              { loader: loader('css-loader'), options: { modules: { localIdentName: `${prefix}__[local]__[hash:base64:5]`, namedExport: false, exportLocalsConvention: 'as-is' } } },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [loader('style-loader'), loader('css-loader')] },
          { test: /\.(svg|png|jpe?g|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new ContractPlugin(path.join(options.dir, 'src', 'contract.json')),
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          shared: sharedSingletons({ host: options.host }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          experiments: {
            // Remotes are registered by their remoteEntry.js URL: the snapshot (mf-manifest) code
            // and the node branches of the runtime are never used in the browser.
            optimization: { disableSnapshot: true, target: 'web' },
            // In production the remotes the shell mounts use its federation runtime rather than each
            // entry carrying a copy; a remote pages load without the shell keeps its own.
            ...(production && !options.host && !options.ownRuntime ? { externalRuntime: true } : {}),
          },
          // What `provideExternalRuntime` adds, by its ES module build: the shell keeps one runtime copy.
          ...(production && options.host ? { runtimePlugins: [fileURLToPath(import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'))] } : {}),
        }),
        ...(options.html
          ? [
              new HtmlWebpackPlugin({
                // A plain string, not a compiled template: a template compilation would also build the
                // shared modules (the federation plugin adds them to every compilation) and emit them.
                templateContent: pageTemplate(options.title ?? options.name),
                chunks: ['main'],
                publicPath: options.host || !production ? '/' : 'auto',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(production ? [new CompressPlugin()] : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // swc minifies several times faster than terser (every build carries the shared fallbacks).
        // Compression is what drops the code tree-shaking marked unused.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: {}, mangle: true } })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: options.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/erep', '/remotes'], target: process.env.API_URL ?? 'http://127.0.0.1:8080' }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}
