import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AdminLayout } from './admin-layout.js';
import { ComingSoonPage } from './coming-soon-page.js';
import { adminPages } from './pages.js';
import type { PortalAppProps } from './portal-props.js';

const queryClient = new QueryClient();

/** The admin portal, exposed as `./App` and mounted by the shell at /admin/*. Its routes are relative. */
export function App({ basePath }: PortalAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route element={<AdminLayout basePath={basePath} />}>
          <Route index element={<Navigate to={`${basePath}/groupes`} replace />} />
          {adminPages.map((page) => (
            <Route key={page.path} path={page.path} element={<ComingSoonPage page={page.path} />} />
          ))}
          <Route path="*" element={<Navigate to={`${basePath}/groupes`} replace />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
