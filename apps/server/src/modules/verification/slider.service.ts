// The slider check (spec §3 slider code types): issues a puzzle, checks the offset once per token, and lets
// sendValidationCode use up a passed token. Must not keep state in memory: every node shares the table.
import { SLIDER_TYPE } from '@lockconsole/shared/user/account-fields';
import type { PublicContext } from '../../http/context';
import type { GetSliderVerifyImgResponse } from '@lockconsole/shared/user/get-slider-verify-img';
import { fail } from '../../http/errors';
import { sha256Hex, type Clock, type Random } from '../../platform/clock';
import { renderSlider, SLIDER_HEIGHT, SLIDER_SIZE, SLIDER_WIDTH } from './slider-image';
import type { VerificationRepo } from './verification.repo';

/** How far the dropped piece may be from the hole. */
export const SLIDER_TOLERANCE_PX = 6;
/** A puzzle must be solved, and a passed token used, within this time. */
export const SLIDER_LIFETIME_MS = 5 * 60 * 1000;
/** Drawing a puzzle costs CPU: at most this many per client IP in SLIDER_IP_WINDOW_MS. */
export const SLIDER_IP_LIMIT = 60;
export const SLIDER_IP_WINDOW_MS = 10 * 60 * 1000;

export type SliderService = ReturnType<typeof createSliderService>;

/** A solved "reset ip" puzzle gives the address back its sign-in budget at most once in this time. */
export const IP_RESET_EVERY_MS = 60 * 60 * 1000;

export function createSliderService(deps: {
  repo: VerificationRepo;
  clock: Clock;
  random: Random;
  /** Called when a "reset ip" (type 3) puzzle is solved (once an hour per address): lifts the IP's login throttle. */
  onIpReset: (ip: string) => Promise<void>;
}) {
  const { repo, clock, random } = deps;

  async function challenge(type: number, ip: string): Promise<GetSliderVerifyImgResponse> {
    const now = clock.now();
    if ((await repo.countSlidersFromIp(ip, new Date(now.getTime() - SLIDER_IP_WINDOW_MS))) >= SLIDER_IP_LIMIT) {
      throw fail('tooManyRequests');
    }
    // Keep the hole clear of the piece's starting place at the left edge.
    const x = random.int(SLIDER_SIZE + 20, SLIDER_WIDTH - SLIDER_SIZE - 4);
    const y = random.int(4, SLIDER_HEIGHT - SLIDER_SIZE - 4);
    const token = random.token(24);
    await repo.purgeSlidersBefore(new Date(now.getTime() - 60 * 60 * 1000));
    await repo.insertSlider({
      tokenHash: sha256Hex(token),
      type,
      x,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SLIDER_LIFETIME_MS),
    });
    const images = renderSlider(x, y, random.int(0, 2 ** 31 - 1));
    return { token, ...images, y, width: SLIDER_WIDTH, height: SLIDER_HEIGHT, sliderSize: SLIDER_SIZE };
  }

  /** One check per token: a wrong offset (or a second try) needs a new puzzle. */
  async function check(token: string, x: number, ip: string): Promise<{ valid: true }> {
    const hash = sha256Hex(token);
    const row = await repo.checkSliderOnce(hash, clock.now());
    if (!row || Math.abs(row.x - x) > SLIDER_TOLERANCE_PX) throw fail('sliderInvalid');
    await repo.markSliderPassed(hash);
    // A script solves puzzles too (#21.7): one reset of the address's sign-in budget an hour, not one per puzzle.
    if (row.type === SLIDER_TYPE.resetIp) {
      const since = new Date(clock.now().getTime() - IP_RESET_EVERY_MS);
      if ((await repo.countPassedResetsFromIp(ip, since)) <= 1) await deps.onIpReset(ip);
    }
    return { valid: true };
  }

  /** Uses up a passed "send" token; 30020 when it is missing, unsolved, used or expired. */
  async function consumeForSend(token: string): Promise<void> {
    const ok = await repo.consumeSlider(sha256Hex(token), SLIDER_TYPE.send, clock.now());
    if (!ok) throw fail('sliderRequired');
  }

  return {
    challenge: (ctx: PublicContext, input: { type: number }) => challenge(input.type, ctx.ip),
    check: (ctx: PublicContext, input: { token: string; x: number }) => check(input.token, input.x, ctx.ip),
    consumeForSend,
  };
}
