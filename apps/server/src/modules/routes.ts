// The registry of every API route. Each module contributes its list; registerRoutes mounts them under /api
// and the OpenAPI document is generated from the same list.
import type { RouteDef } from '../http/route';
import type { Services } from '../services';
import { siteRoutes } from './sites/sites.routes';

export function allRoutes(s: Services): RouteDef[] {
  return [...siteRoutes(s.sites)];
}
