// The map's endpoints (issue 19; schemas in packages/shared/src/map/map.ts): the public summary (no login) and a
// lock's city. Silent: the pages show each refusal where it happens.
import type { z } from 'zod';
import type {
  MapSummary,
  lockLocationResponseSchema,
  searchCityResponseSchema,
  updateLocationResponseSchema,
} from '@lockconsole/shared/map/map';
import { apiGet, apiPost } from '../../../lib/api/client';

const quiet = { silent: true } as const;

export const getMapSummary = () => apiGet<MapSummary>('/map/summary', {}, quiet);
export const searchCity = (keyword: string) =>
  apiGet<z.infer<typeof searchCityResponseSchema>>('/lock/searchCity', { keyword }, quiet);
export const getLockLocation = (lockId: number) =>
  apiGet<z.infer<typeof lockLocationResponseSchema>>('/lock/location', { lockId }, quiet);
export const updateLockLocation = (lockId: number, cityId: number) =>
  apiPost<z.infer<typeof updateLocationResponseSchema>>('/lock/updateLocation', { lockId, cityId }, quiet);
