import { matchRoutes } from 'react-router';
import { PAGE_ROUTES, type PageRoute } from './routes';

const routeObjects = PAGE_ROUTES.map((route, index) => ({ path: route.path, id: String(index) }));

/** The page route a path belongs to (the not-found route when none), with its parameters. */
export function matchPage(pathname: string): { route: PageRoute; params: Record<string, string | undefined> } {
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const route = PAGE_ROUTES[Number(match?.route.id ?? PAGE_ROUTES.length - 1)]!;
  return { route, params: match?.params ?? {} };
}
