// How an operator tool starts: its `run` (also what its test calls in-process) with the command line, output lines
// to stdout; a refusal is its reason on stderr and exit status 1. Runs only when the file is the program itself
// (tsx apps/server/src/cli/<tool>.ts, or the compiled dist/<tool>.js), never when a test imports it.
import { pathToFileURL } from 'node:url';

export type Print = (line: string) => void;

export function startWhenMain(
  moduleUrl: string,
  run: (argv: string[], print: Print) => Promise<void>,
  refusal: (e: Error) => string = (e) => e.message,
) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  run(process.argv.slice(2), (line) => console.log(line)).catch((e: Error) => {
    console.error(refusal(e));
    process.exit(1);
  });
}
