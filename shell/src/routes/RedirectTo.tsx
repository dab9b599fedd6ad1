import { Navigate, generatePath, useLocation, useParams } from '@sencha/platform/react-router';

/** A redirect that fills the target's params from the current route and keeps the query string. */
export function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${generatePath(to, params)}${search}`} replace />;
}
