// Names of the failed tests in CI's JSON reports (vitest and Playwright), printed just before the last line so the
// part of the log that survives a truncation still says what failed. Usage: node .ci/failures.mjs <report.json>…
import fs from 'node:fs';

const lines = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  let r;
  try {
    r = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    lines.push(`${file}: unreadable report`);
    continue;
  }
  const short = (s) =>
    String(s ?? '')
      .split('\n')[0]
      .slice(0, 200);
  if (Array.isArray(r.testResults)) {
    for (const f of r.testResults) {
      const failed = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed)
        lines.push(`${f.name.replace(process.cwd() + '/', '')} › ${a.fullName}: ${short(a.failureMessages?.[0])}`);
      if (!failed.length && f.status === 'failed')
        lines.push(`${f.name.replace(process.cwd() + '/', '')}: ${short(f.message)}`);
    }
  } else if (Array.isArray(r.suites)) {
    const walk = (s, at) => {
      for (const spec of s.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected' || t.status === 'flaky') {
            const err = (t.results ?? []).find((x) => x.error)?.error?.message;
            const tag = t.status === 'flaky' ? 'flaky (passed on retry)' : 'failed';
            lines.push(`${tag}: ${spec.file}:${spec.line} › ${[...at, spec.title].join(' › ')}: ${short(err)}`);
          }
        }
      }
      for (const c of s.suites ?? []) walk(c, s.title && !s.title.endsWith('.ts') ? [...at, s.title] : at);
    };
    for (const s of r.suites) walk(s, []);
  }
}
if (lines.length) console.log(`\nfailed or flaky:\n${lines.map((l) => `  ${l}`).join('\n')}`);
