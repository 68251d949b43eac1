// The record query types the filter offers (event names: shared/lock-record/event-key.ts), and how the spec's
// /manage/records query parameters pick a type and a search term.
export { eventKey } from '@lockconsole/shared/lock-record/event-key';

/** Record query types of spec §3: all 0, ekey 1, QR user check 3, passcode 4, card 7, fingerprint 8, lock 11,
 * key fob 37, palm vein −6, face −5, QR code −4. */
export const QUERY_TYPES = [0, 1, 4, 7, 8, 11, 37, -6, -5, -4, 3] as const;

/** Spec §2: one of these parameters picks the record type and the search term. */
const PARAM_TYPES: [param: string, queryType: number][] = [
  ['keyId', 1],
  ['keyboardPwd', 4],
  ['cardNo', 7],
  ['printNo', 8],
  ['palmVeinNo', -6],
  ['faceNo', -5],
  ['qrcodeNo', -4],
  ['keyfobNo', 37],
];

export function filterFromQuery(search: URLSearchParams): { recordType: number; searchStr: string } {
  for (const [param, recordType] of PARAM_TYPES) {
    const value = search.get(param);
    // A key id is not a searchable text: it only picks the type.
    if (value !== null) return { recordType, searchStr: param === 'keyId' ? '' : value.trim() };
  }
  const chosen = Number(search.get('recordType'));
  return { recordType: (QUERY_TYPES as readonly number[]).includes(chosen) ? chosen : 0, searchStr: '' };
}

/**
 * Spec §2: without one of the credential parameters the records page is not shown (the user goes to the ekey
 * tab). `recordType` (0 = all) is our explicit "every record of the lock" choice, used by the lock page.
 */
export const hasRecordQuery = (search: URLSearchParams) =>
  search.has('recordType') || PARAM_TYPES.some(([param]) => search.get(param));

/** The ekey whose records the page shows (`keyId` in the query), else undefined. */
export function keyIdFromQuery(search: URLSearchParams): number | undefined {
  const id = Number(search.get('keyId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The export page of a lock's records (issue 18), starting with the records page's filter. */
export function recordsExportPath(lockId: number, f: { recordType: number; searchStr: string }): string {
  const q = new URLSearchParams({ lockId: String(lockId), recordType: String(f.recordType) });
  if (f.searchStr) q.set('searchStr', f.searchStr);
  return `/manage/exportRecord?${q.toString()}`;
}

/** The filter an export page starts with: `recordType` and `searchStr` (or a credential parameter, as above). */
export function exportFilterFromQuery(search: URLSearchParams): { recordType: number; searchStr: string } {
  const f = filterFromQuery(search);
  const searchStr = search.get('searchStr');
  return searchStr === null ? f : { ...f, searchStr: searchStr.trim().slice(0, 50) };
}
