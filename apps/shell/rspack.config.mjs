// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const pkg = require('./package.json');

// One copy of each for the shell and every portal (the same list is in each portal's config).
// Workspace libs have no published version, hence an explicit `version`.
const workspaceLib = { singleton: true, version: '0.1.0', requiredVersion: '^0.1.0' };
const fromPackage = (name) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });
const routerExports = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useLocation',
  'useNavigate',
  'useSearchParams',
  'useParams',
  'useOutletContext',
];
export const shared = {
  react: fromPackage('react'),
  'react/jsx-runtime': { singleton: true, requiredVersion: pkg.dependencies.react },
  'react-dom': fromPackage('react-dom'),
  'react-dom/client': { singleton: true, requiredVersion: pkg.dependencies['react-dom'] },
  'react-router-dom': {
    ...fromPackage('react-router-dom'),
    treeShaking: { mode: 'runtime-infer', usedExports: routerExports },
  },
  i18next: fromPackage('i18next'),
  'react-i18next': {
    ...fromPackage('react-i18next'),
    treeShaking: {
      mode: 'runtime-infer',
      usedExports: ['useTranslation', 'initReactI18next', 'I18nextProvider'],
    },
  },
  '@tanstack/react-query': fromPackage('@tanstack/react-query'),
  '@crescendo/ui': workspaceLib,
  '@crescendo/web-auth': workspaceLib,
  '@crescendo/i18n': workspaceLib,
  '@crescendo/contracts': workspaceLib,
};

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (env, argv) => {
  const production = argv.mode !== 'development' && !env.RSPACK_SERVE;
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'crescendo_shell',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      conditionNames: ['source', '...'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // npm left a copy of i18next under libs/i18n too: point every import at one, or both get loaded.
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
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './public/index.html' }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: 'public/silent-check-sso.html' }, { from: 'public/silent-check-sso.js' }],
      }),
      new ModuleFederationPlugin({
        name: 'crescendo_shell',
        // Portals are registered at run time from /config.json: none is known at build time.
        remotes: {},
        shared,
        // A portal that is down must not stop the shell from starting (stack notes: RUNTIME-003).
        shareStrategy: 'loaded-first',
        runtimePlugins: [path.join(dirname, 'src/federation/portal-fallback-plugin.ts')],
        dts: false,
        manifest: false,
      }),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: true,
      static: [{ directory: path.join(dirname, 'dev'), publicPath: '/' }],
    },
    performance: { hints: false },
  };
};
