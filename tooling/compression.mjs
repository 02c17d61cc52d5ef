import { constants as zlib } from 'node:zlib';
import zopfli from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * Brotli (quality 11) and gzip copies of every text asset, written at build time so the static host serves
 * them as they are (`preCompressed`) instead of compressing each response at a low level. The gzip copies
 * come from Zopfli, which writes ordinary gzip 3–5 % smaller than zlib's level 9 at a cost paid once per
 * build (about a second for react-dom), for the clients that do not accept Brotli.
 */
export function precompressedAssets() {
  const common = { test: /\.(js|json|html|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
      compressionOptions: { numiterations: 15 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
  ];
}
