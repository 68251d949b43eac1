// GET /user/consoleAbilities — which console areas the caller may use (the side menu). One small answer for an
// account of any size; refreshed after changes to the caller's locks or roles (useRefreshLocks), not on lock
// state events.
import { useQuery } from '@tanstack/react-query';
import type { ConsoleAbilities } from '@lockconsole/shared/user/console-abilities';
import { apiGet } from '../api/client';

export const CONSOLE_ABILITIES_KEY = ['consoleAbilities'] as const;

export const fetchConsoleAbilities = () => apiGet<ConsoleAbilities>('/user/consoleAbilities', {}, { silent: true });

export const useConsoleAbilities = () =>
  useQuery({ queryKey: CONSOLE_ABILITIES_KEY, queryFn: fetchConsoleAbilities, staleTime: 60_000 });
