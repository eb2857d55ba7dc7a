// @ts-check
// Compressed copies of every text asset, written at build time.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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
