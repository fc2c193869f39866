import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What every front end's Rspack configuration has in common: TypeScript and JSX through swc, the
 * workspace libs read from their sources (`source` condition, `.js` → `.ts`), hashed file names in
 * production, one i18next.
 * @param {{ dirname: string, production: boolean, publicPath: string, uniqueName: string, entry: Record<string, string> }} o
 * @returns {import('@rspack/core').Configuration}
 */
export function baseConfig({ dirname, production, publicPath, uniqueName, entry }) {
  const require = createRequire(path.join(dirname, 'package.json'));
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry,
    // No source maps in production: they would publish the sources (the gateway refuses `.map` files too).
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath,
      uniqueName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      conditionNames: ['source', '...'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // npm may leave a second copy of i18next under a lib: point every import at one, or both get loaded.
      alias: { i18next$: path.dirname(require.resolve('i18next/package.json')) },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
        },
      ],
    },
    performance: { hints: false },
  };
}
