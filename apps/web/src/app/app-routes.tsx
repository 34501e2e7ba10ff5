import { useRoutes } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { RootErrorPage } from './error-page';
import { routes } from './router';

/** The app inside a router: its routes, and the page shown alone when the chrome itself fails. */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={<RootErrorPage />}>
      <RoutesOfApp />
    </ErrorBoundary>
  );
}

function RoutesOfApp() {
  return useRoutes(routes);
}
