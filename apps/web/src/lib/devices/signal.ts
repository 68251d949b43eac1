// Signal grade of spec §3 (unknown 0, weak 1, medium 2, strong 3) as the console shows it: a label key and a
// number of bars. Pure; the grade itself comes from the server (shared signalGrade of the RSSI).
import { SIGNAL } from '@lockconsole/shared/devices/enums';

export type SignalView = { key: string; bars: 0 | 1 | 2 | 3; tone: 'none' | 'poor' | 'fair' | 'good' };

export function signalView(signal: number | null | undefined): SignalView {
  switch (signal) {
    case SIGNAL.strong:
      return { key: 'status.signal.strong', bars: 3, tone: 'good' };
    case SIGNAL.medium:
      return { key: 'status.signal.medium', bars: 2, tone: 'fair' };
    case SIGNAL.weak:
      return { key: 'status.signal.weak', bars: 1, tone: 'poor' };
    default:
      return { key: 'status.signal.unknown', bars: 0, tone: 'none' };
  }
}
