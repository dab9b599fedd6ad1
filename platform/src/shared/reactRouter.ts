// What the apps use of react-router, shared under its own key instead of the whole package
// (build-tools/shared-singletons.cjs, docs/architecture.md#module-federation-settings): a shared module is
// bundled whole, so sharing this thin module lets the bundler shake the rest of react-router away behind it.
// A name a remote imports stays while remotes built against it are live: a remote given an older shell's copy
// would miss a name it needs. Names only the shell imports (it is always the host) may go with the shell.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, RouteObject } from 'react-router';
