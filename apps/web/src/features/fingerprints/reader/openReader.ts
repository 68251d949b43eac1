// The page's entry to the desk fingerprint readers (docs/fingerprint-reader.md): one call for either maker, one
// FingerprintReader whichever language its bridge speaks. Typical use:
//   const reader = await openReader(1);                       // ReaderError: driverNotFound, versionTooLow, …
//   const { template } = await reader.enrol({ onStep: show }); // 3 presses on maker 1, 4 on maker 2
//   reader.close();                                            // then the server pushes `template` to the locks
import { openMaker1 } from './maker1';
import { openMaker2 } from './maker2';
import type { FingerprintReader, OpenReaderOptions, ReaderMaker } from './types';

export { READER_DEFAULT_PORT } from '@lockconsole/shared/biometric/reader-protocol';
export {
  READER_ERROR_CODES,
  ReaderError,
  type EnrolOptions,
  type EnrolResult,
  type EnrolStep,
  type FingerprintReader,
  type OpenReaderOptions,
  type ReaderErrorCode,
  type ReaderInfo,
  type ReaderMaker,
  type WebSocketCtor,
  type WebSocketLike,
} from './types';

/** Connects to maker 1's or maker 2's bridge on 127.0.0.1 and takes its reader (one page at a time). */
export function openReader(maker: ReaderMaker, o: OpenReaderOptions = {}): Promise<FingerprintReader> {
  return maker === 1 ? openMaker1(o) : openMaker2(o);
}
