// Test helpers of the TTLock facade: the recorded answers (fixtures/, SOURCE.txt says whose) that the contract tests
// compare field names and JSON types with. Tests only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readFixture(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', path), 'utf8')) as Record<string, unknown>;
}
