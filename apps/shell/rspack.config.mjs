// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig, EsmFederationRuntimePlugin, sharedModules } from '@crescendo/web-build';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const pkg = createRequire(import.meta.url)('./package.json');

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (env, argv) => {
  const production = argv.mode !== 'development' && !env.RSPACK_SERVE;
  return {
    ...baseConfig({
      dirname,
      production,
      publicPath: '/',
      uniqueName: 'crescendo_shell',
      entry: { main: './src/index.ts' },
    }),
    plugins: [
      new EsmFederationRuntimePlugin(),
      new rspack.HtmlRspackPlugin({ template: './public/index.html' }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public/silent-check-sso.html' },
          { from: 'public/silent-check-sso.js' },
          // Served as written (the gateway fills in its placeholders): never minified.
          { from: 'public/sw.template.js', info: { minimized: true } },
          { from: 'public/icons', to: 'icons' },
        ],
      }),
      new ModuleFederationPlugin({
        name: 'crescendo_shell',
        // Portals are registered at run time from /config.json: none is known at build time.
        remotes: {},
        shared: sharedModules(pkg),
        // A portal that is down must not stop the shell from starting (stack notes: RUNTIME-003).
        shareStrategy: 'loaded-first',
        runtimePlugins: [path.join(dirname, 'src/federation/portal-fallback-plugin.ts')],
        dts: false,
        manifest: false,
        experiments: { optimization: { target: 'web' } },
      }),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: true,
      static: [{ directory: path.join(dirname, 'dev'), publicPath: '/' }],
    },
  };
};
