// @facility/runtime/router: the router every part of the page uses, one copy per page.
//
// The router's state travels in React context, so the shell and every remote must run one
// copy of react-router. Shared whole, that copy is all of react-router (62 KB gzipped);
// this entry names what the product uses, so the shared copy is tree-shaken to that
// (about 30 KB). It is part of the runtime's contract: names are only ever added (a
// minor version, shipped with a shell release before a remote relies on it), never
// removed. Import the router from here, never from 'react-router-dom' (the lint says so).
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
