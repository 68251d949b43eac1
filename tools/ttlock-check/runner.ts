// The tiny check runner: one line per check (`ok   name`, `FAIL name: why`, `skip name: why`) and the counts.

/** A check that failed; any other thrown error fails the check too. */
export class Failure extends Error {}
/** A check that cannot run (a missing prerequisite, an option not given): printed, not counted. */
export class Skip extends Error {}
/** The server cannot be reached at all: the run stops after reporting it. */
export class Unreachable extends Error {}

let passed = 0;
let failed = 0;

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

export async function check(name: string, fn: () => Promise<void>): Promise<boolean> {
  try {
    await fn();
    passed++;
    console.log(`ok   ${name}`);
    return true;
  } catch (e) {
    if (e instanceof Skip) {
      console.log(`skip ${name}: ${oneLine(e.message)}`);
      return false;
    }
    failed++;
    const why = e instanceof Error ? e.message : String(e);
    console.log(`FAIL ${name}: ${oneLine(why)}`);
    if (e instanceof Unreachable) throw e;
    return false;
  }
}

export function skip(name: string, why: string): void {
  console.log(`skip ${name}: ${why}`);
}

export function counts(): { passed: number; failed: number } {
  return { passed, failed };
}
