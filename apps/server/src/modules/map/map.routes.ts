// The map's endpoints (issue 19). Public: the brand's counts by place (no login, spec §2). Signed in: the city list
// and a lock's location (its managers set it; whoever sees the lock reads it). Thin: schema, auth, one service call.
import {
  lockLocationRequestSchema,
  lockLocationResponseSchema,
  mapSummaryRequestSchema,
  mapSummaryResponseSchema,
  searchCityRequestSchema,
  searchCityResponseSchema,
  updateLocationRequestSchema,
  updateLocationResponseSchema,
} from '@lockconsole/shared/map/map';
import { defineRoute } from '../../http/route';
import type { MapService } from './map.service';

const tag = 'map';

export const mapRoutes = (s: MapService) => [
  defineRoute({
    method: 'GET',
    path: '/map/summary',
    auth: 'public',
    tag,
    summary: 'Locks, active locks and doors opened in the last 24 h by place, for the public map (counts only)',
    request: mapSummaryRequestSchema,
    response: mapSummaryResponseSchema,
    handler: (input, ctx) => s.summary(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/searchCity',
    auth: 'user',
    tag,
    summary: 'Cities by name (GeoNames), the largest first: the choices of a lock’s location',
    request: searchCityRequestSchema,
    response: searchCityResponseSchema,
    handler: (input, ctx) => s.searchCity(ctx, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/lock/location',
    auth: { lock: 'view' },
    tag,
    summary: 'The lock’s city, if set',
    request: lockLocationRequestSchema,
    response: lockLocationResponseSchema,
    handler: (input, ctx) => s.location(ctx, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/lock/updateLocation',
    auth: { lock: 'manage' },
    tag,
    summary: 'Set the lock’s city (cityId 0 clears it); the public map counts the lock there',
    request: updateLocationRequestSchema,
    response: updateLocationResponseSchema,
    handler: (input, ctx) => s.updateLocation(ctx, input),
  }),
];
