// The console's `reader …` commands: what a developer types and reads (the bridges' rules are tested in
// sim-fingerprint-reader.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { runReaderCommand, READER_HELP, type Readers } from './reader-commands';

const readers: Readers = {};
afterEach(async () => {
  for (const r of Object.values(readers)) await r.close();
  delete readers[1];
  delete readers[2];
});

async function run(line: string) {
  const lines: string[] = [];
  await runReaderCommand(readers, line.split(' ').filter(Boolean), (s) => lines.push(...s.split('\n')));
  return lines.map((l) => l.replace(/127\.0\.0\.1:\d+/, '127.0.0.1:<port>'));
}

describe('reader console commands', () => {
  it('starts a bridge, walks an enrolment press by press, unplugs, sets the version and stops', async () => {
    expect(await run('')).toEqual(['maker 1: not running (reader up 1)', 'maker 2: not running (reader up 2)']);
    expect(await run('up 1 0')).toEqual([
      'maker 1: bridge on ws://127.0.0.1:<port>/ (version 2.4.0), reader plugged in',
    ]);
    expect(await run('1 press alice')).toEqual([
      "maker 1: nobody is enrolling (start it from the console's fingerprint page)",
    ]);
    readers[1]!.device.enrol({ onPress: () => {}, onEnd: () => {} });
    expect(await run('1 press alice 85')).toEqual(['maker 1: press counted (quality 85), 1/3 — lift and press again']);
    expect(await run('1 press alice 20')).toEqual([
      'maker 1: press not counted (quality 20; needs 60 and the same finger), 1/3',
    ]);
    expect(await run('1 press alice 101')).toEqual(['quality: a whole number 0–100']);
    expect(await run('1')).toEqual(['maker 1: ws://127.0.0.1:<port>/  version 2.4.0  plugged in  enrolling 1/3']);
    await run('1 press alice');
    expect(await run('1 press alice')).toEqual(['maker 1: alice enrolled (3/3): the page has the template']);
    expect(await run('1 unplug')).toEqual(['maker 1: reader unplugged']);
    expect(await run('1 press alice')).toEqual(['maker 1: the reader is unplugged']);
    expect(await run('1 plug')).toEqual(['maker 1: reader plugged in']);
    expect(await run('1 version 1.0.0')).toEqual([
      'maker 1: bridge version 1.0.0 (pages that connect from now on see it)',
    ]);
    expect(await run('1 fail')).toEqual(['maker 1: the next press fails the capture']);
    expect(await run('2 press bob')).toEqual(['maker 2: not running (reader up 2)']);
    expect(await run('down 1')).toEqual(['maker 1: stopped']);
    expect((await run('7')).length).toBe(READER_HELP.split('\n').length);
  });
});
