// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const portal = 'student';
const devPort = 3003;

const dirname = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const pkg = require('./package.json');

// Same list as the shell's (apps/shell/rspack.config.mjs): one copy of each on the page.
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
const shared = {
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
  const serve = Boolean(env.RSPACK_SERVE);
  const production = argv.mode !== 'development' && !serve;
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    // The page entry only serves `npm run dev`; the shell loads the portal through remoteEntry.js.
    entry: serve ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // The gateway serves this folder at /portals/<name>/.
      publicPath: serve ? `http://localhost:${devPort}/` : `/portals/${portal}/`,
      uniqueName: `crescendo_${portal}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      conditionNames: ['source', '...'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // npm left a copy of i18next under libs/i18n too: point every import at one.
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
      ...(serve ? [new rspack.HtmlRspackPlugin({ template: './public/index.html' })] : []),
      new ModuleFederationPlugin({
        name: `crescendo_${portal}`,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/app.tsx' },
        shared,
        manifest: true,
        dts: false,
      }),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    performance: { hints: false },
  };
};
