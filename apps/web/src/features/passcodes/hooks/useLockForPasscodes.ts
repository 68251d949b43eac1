// The lock chosen on /passcode/send (GET /lock/detail: its time zone, name and role).
import { useQuery } from '@tanstack/react-query';
import { getLock } from '../api/passcodeApi';

export function useLockForPasscodes(lockId: number | null) {
  return useQuery({
    queryKey: ['passcodes', 'lock', lockId],
    queryFn: () => getLock(lockId!),
    enabled: lockId !== null && lockId > 0,
  });
}
