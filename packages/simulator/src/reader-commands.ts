// The simulator console's desk fingerprint reader commands (`reader …`, docs/fingerprint-reader.md): start maker 1's
// or maker 2's bridge, put a finger on its reader, unplug it, set the bridge's version low. Also the readers-only
// console (`npm run simulator -- reader [1|2]`), which needs no server. Plain English output (developer tool).
import readline from 'node:readline';
import { READER_MIN_VERSION, type ReaderMaker } from '@lockconsole/shared/biometric/reader-protocol';
import { SimFingerprintReader } from './sim-fingerprint-reader';

export const READER_HELP = `Desk fingerprint readers (the console's fingerprint page: maker 1 on ws://127.0.0.1:22003, maker 2 on :22103):
  reader up [1|2] [port]                start that maker's bridge (without a maker: both) with its USB reader plugged in
  reader down [1|2]                     stop it (both without a maker)
  reader <1|2> press <finger> [quality] a finger (any name; the same name is the same finger) on the reader, quality
                                        0–100 (default 80; maker 1 counts ≥ 60 × 3 presses, maker 2 ≥ 50 × 4)
  reader <1|2> unplug | plug            pull the USB reader out | plug it in
  reader <1|2> version <x.y.z>          the bridge's version (the page needs maker 1 ≥ ${READER_MIN_VERSION[1]}, maker 2 ≥ ${READER_MIN_VERSION[2]})
  reader <1|2> fail                     the next press fails the capture
  reader [1|2]                          what runs: port, version, plugged in, the enrolment under way`;

export type Readers = Partial<Record<ReaderMaker, SimFingerprintReader>>;

const makerOf = (s: string | undefined): ReaderMaker | undefined => (s === '1' ? 1 : s === '2' ? 2 : undefined);

function status(maker: ReaderMaker, r: SimFingerprintReader | undefined): string {
  if (!r) return `maker ${maker}: not running (reader up ${maker})`;
  const e = r.enrolling;
  return `maker ${maker}: ws://127.0.0.1:${r.port}/  version ${r.version}  ${r.connected ? 'plugged in' : 'UNPLUGGED'}  ${
    e ? `enrolling ${e.done}/${e.total}` : 'idle'
  }`;
}

/** `reader …` (the words after `reader`). Starts and stops bridges in `readers`. */
export async function runReaderCommand(readers: Readers, args: string[], out: (s: string) => void): Promise<void> {
  const [first, second, third, fourth] = args;
  if (first === 'up' || first === 'down') {
    const only = makerOf(second);
    if (second && !only) return out('usage: reader up|down [1|2] [port]');
    for (const maker of only ? [only] : ([1, 2] as const)) {
      const running = readers[maker];
      if (first === 'down') {
        await running?.close();
        delete readers[maker];
        out(`maker ${maker}: stopped`);
        continue;
      }
      if (running) {
        out(status(maker, running));
        continue;
      }
      if (only && third && !/^\d{1,5}$/.test(third)) return out('port: a number (0 = any free port)');
      const r = new SimFingerprintReader(maker);
      let port: number;
      try {
        port = await r.start(...(only && third ? [Number(third)] : []));
      } catch (e) {
        out(`maker ${maker}: cannot listen (${(e as Error).message}); try reader up ${maker} <another port>`);
        continue;
      }
      readers[maker] = r;
      out(`maker ${maker}: bridge on ws://127.0.0.1:${port}/ (version ${r.version}), reader plugged in`);
    }
    return;
  }
  const maker = makerOf(first);
  if (!first) return out([status(1, readers[1]), status(2, readers[2])].join('\n'));
  if (!maker) return out(READER_HELP);
  const r = readers[maker];
  if (!r) return out(status(maker, r));
  const tag = `maker ${maker}`;
  switch (second) {
    case undefined:
    case 'show':
      return out(status(maker, r));
    case 'press': {
      if (!third) return out('usage: reader <1|2> press <finger> [quality]');
      const quality = fourth === undefined ? 80 : Number(fourth);
      if (!Number.isInteger(quality) || quality < 0 || quality > 100) return out('quality: a whole number 0–100');
      const before = r.enrolling;
      const result = r.press(third, quality);
      const after = r.enrolling;
      switch (result) {
        case 'counted':
          return out(
            `${tag}: press counted (quality ${quality}), ${after!.done}/${after!.total} — lift and press again`,
          );
        case 'enrolled':
          return out(`${tag}: ${third} enrolled (${before!.total}/${before!.total}): the page has the template`);
        case 'poor':
          return out(
            `${tag}: press not counted (quality ${quality}; needs ${before!.threshold} and the same finger), ${after!.done}/${after!.total}`,
          );
        case 'failed':
          return out(`${tag}: capture failed, the enrolment ended`);
        case 'idle':
          return out(`${tag}: nobody is enrolling (start it from the console's fingerprint page)`);
        case 'unplugged':
          return out(`${tag}: the reader is unplugged`);
      }
      return;
    }
    case 'unplug':
    case 'plug':
      r.plug(second === 'plug');
      return out(`${tag}: reader ${second === 'plug' ? 'plugged in' : 'unplugged'}`);
    case 'version':
      if (!third || !/^\d+(\.\d+){0,2}$/.test(third)) return out('usage: reader <1|2> version <x.y.z>');
      r.version = third;
      return out(`${tag}: bridge version ${third} (pages that connect from now on see it)`);
    case 'fail':
      r.device.failNextCapture = true;
      return out(`${tag}: the next press fails the capture`);
    default:
      return out(READER_HELP);
  }
}

/**
 * `npm run simulator -- reader [1|2]`: only the desk readers (no server, no fleet) and a console that takes the
 * `reader …` commands (the word `reader` may be left out).
 */
export async function readerConsole(makers: string[]) {
  const readers: Readers = {};
  const out = (s: string) => console.log(s);
  await runReaderCommand(readers, ['up', ...makers.slice(0, 1)], out);
  const stop = async () => {
    for (const r of Object.values(readers)) await r.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  out('type "help" for the commands');
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, prompt: 'reader> ' });
  rl.prompt();
  rl.on('line', (line) => {
    const words = line.trim().split(/\s+/).filter(Boolean);
    if (words[0] === 'reader') words.shift();
    const done = () => rl.prompt();
    if (words[0] === 'quit' || words[0] === 'exit') return void stop();
    if (words[0] === 'help') return (out(READER_HELP), done());
    void runReaderCommand(readers, words, out)
      .catch((e: Error) => out(`error: ${e.message}`))
      .finally(done);
  });
  rl.on('close', () => void stop());
}
