import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig } from './base-config.mjs';
import { EsmFederationRuntimePlugin } from './esm-federation-runtime.mjs';
import { sharedModules } from './shared-modules.mjs';

/**
 * A portal: a Module Federation remote exposing `./App`, with its `mf-manifest.json`, served by the
 * gateway at `/portals/<portal>/`; `npm run dev` also serves it alone on `devPort` with its own page.
 * @param {{ portal: 'admin' | 'teacher' | 'student', devPort: number, dirname: string }} o
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function portalConfig({ portal, devPort, dirname }) {
  const pkg = createRequire(path.join(dirname, 'package.json'))('./package.json');
  return (env, argv) => {
    const serve = Boolean(env.RSPACK_SERVE);
    const production = argv.mode !== 'development' && !serve;
    return {
      ...baseConfig({
        dirname,
        production,
        publicPath: serve ? `http://localhost:${devPort}/` : `/portals/${portal}/`,
        uniqueName: `crescendo_${portal}`,
        // The page entry only serves `npm run dev`; the shell loads the portal through remoteEntry.js.
        entry: serve ? { main: './src/index.ts' } : {},
      }),
      plugins: [
        new EsmFederationRuntimePlugin(),
        ...(serve ? [new rspack.HtmlRspackPlugin({ template: './public/index.html' })] : []),
        new ModuleFederationPlugin({
          name: `crescendo_${portal}`,
          filename: 'remoteEntry.js',
          exposes: { './App': './src/app.tsx' },
          shared: sharedModules(pkg),
          manifest: true,
          dts: false,
          // A portal loads no other remote and reads no manifest: its runtime needs neither part.
          experiments: { optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
        }),
      ],
      devServer: { port: devPort, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    };
  };
}
