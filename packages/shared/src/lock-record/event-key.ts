// The name of an unlock record's event type (spec §3, codes from lockcore) as an i18n key: the records page and
// the record export show the same words.
import { RECORD_TYPE } from '@lockconsole/lockcore/records';

const NAME_BY_CODE = new Map<number, string>(Object.entries(RECORD_TYPE).map(([name, code]) => [code, name]));

/** i18n key (and its variables) of an event type; unknown codes keep their number. */
export function eventKey(type: number): { key: string; vars?: Record<string, unknown> } {
  const name = NAME_BY_CODE.get(type);
  return name ? { key: `records.event.${name}` } : { key: 'records.event.unknown', vars: { type } };
}
