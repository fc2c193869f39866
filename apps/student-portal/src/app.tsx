import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { portalQueryDefaults, RetryNotice, type PortalAppProps } from '@crescendo/web-kit';
import { StudentDashboard } from './student-dashboard.js';
import { StudentStyles } from './student-styles.js';

const queryClient = new QueryClient({ defaultOptions: portalQueryDefaults });

/** The student portal, exposed as `./App` and mounted by the shell at /student/*. Its routes are relative. */
export function App({ basePath }: PortalAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RetryNotice queries={queryClient.getQueryCache()} />
      <StudentStyles />
      <Routes>
        <Route path="dashboard" element={<StudentDashboard />} />
        <Route path="*" element={<Navigate to={`${basePath}/dashboard`} replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
