// The modules the shell and every portal share, one copy each on the page. Versions come from the
// app's own package.json; workspace libs have no published version, hence an explicit `version`.
// Only what holds state or must be one copy is shared: @crescendo/contracts (pure schemas) is not, so each
// app bundles only the contracts it uses (a shared module is loaded whole, and every new service's
// contracts would otherwise land on the signed-out first page).
const workspaceLib = { singleton: true, version: '0.1.0', requiredVersion: '^0.1.0' };

// Shared modules are not tree-shaken unless told which exports are used: a new router or react-i18next
// export used by any app must be added here.
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
const i18nextReactExports = ['useTranslation', 'initReactI18next', 'I18nextProvider'];

/** @param {{ dependencies: Record<string, string> }} pkg the app's package.json */
export function sharedModules(pkg) {
  const fromPackage = (name) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });
  return {
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
      treeShaking: { mode: 'runtime-infer', usedExports: i18nextReactExports },
    },
    '@tanstack/react-query': fromPackage('@tanstack/react-query'),
    '@crescendo/ui': workspaceLib,
    '@crescendo/web-auth': workspaceLib,
    '@crescendo/i18n': workspaceLib,
    '@crescendo/web-kit': workspaceLib,
  };
}
