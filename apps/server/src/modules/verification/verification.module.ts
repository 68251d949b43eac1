// Wires the verification services (codes and slider) from the adapters.
import type { Db } from '../../db/client';
import type { Messenger } from '../../messaging/messenger';
import type { Clock, Random } from '../../platform/clock';
import { createCodeService } from './code.service';
import { createSliderService } from './slider.service';
import { createVerificationRepo } from './verification.repo';

export function createVerificationModule(deps: {
  db: Db;
  clock: Clock;
  random: Random;
  messenger: Messenger;
  onIpReset: (ip: string) => Promise<void>;
  codeResendMs?: number;
}) {
  const repo = createVerificationRepo(deps.db);
  return {
    codes: createCodeService({
      repo,
      clock: deps.clock,
      random: deps.random,
      messenger: deps.messenger,
      resendMs: deps.codeResendMs,
    }),
    slider: createSliderService({ repo, clock: deps.clock, random: deps.random, onIpReset: deps.onIpReset }),
  };
}

export type VerificationModule = ReturnType<typeof createVerificationModule>;
