import { describe, expect, it } from 'vitest';
import {
  eventKey,
  exportFilterFromQuery,
  filterFromQuery,
  hasRecordQuery,
  keyIdFromQuery,
  recordsExportPath,
} from './recordTypes';

describe('record types', () => {
  it('names event types, and keeps the number of unknown ones', () => {
    expect(eventKey(46)).toEqual({ key: 'records.event.buttonUnlock' });
    expect(eventKey(12)).toEqual({ key: 'records.event.gateway' });
    expect(eventKey(999)).toEqual({ key: 'records.event.unknown', vars: { type: 999 } });
    // Issue 16: a key fob's button and a QR code shown to the scanner.
    expect(eventKey(55)).toEqual({ key: 'records.event.keyfob' });
    expect(eventKey(57)).toEqual({ key: 'records.event.qrcode' });
    // Issue 15: fingerprints (and locking with one), faces, palm veins.
    expect(eventKey(8)).toEqual({ key: 'records.event.fingerprint' });
    expect(eventKey(33)).toEqual({ key: 'records.event.fingerprintLock' });
    expect(eventKey(67)).toEqual({ key: 'records.event.face' });
    expect(eventKey(84)).toEqual({ key: 'records.event.palmVein' });
  });

  it('picks the type and search term from the page query (spec §2)', () => {
    expect(filterFromQuery(new URLSearchParams('lockId=3&keyboardPwd=123456'))).toEqual({
      recordType: 4,
      searchStr: '123456',
    });
    expect(filterFromQuery(new URLSearchParams('lockId=3&cardNo=998877'))).toEqual({
      recordType: 7,
      searchStr: '998877',
    });
    expect(filterFromQuery(new URLSearchParams('lockId=3&keyId=5'))).toEqual({ recordType: 1, searchStr: '' });
    expect(filterFromQuery(new URLSearchParams('lockId=3&qrcodeNo=Q12'))).toEqual({ recordType: -4, searchStr: 'Q12' });
    expect(filterFromQuery(new URLSearchParams('lockId=3&keyfobNo=RC_a8179f'))).toEqual({
      recordType: 37,
      searchStr: 'RC_a8179f',
    });
    expect(filterFromQuery(new URLSearchParams('lockId=3&printNo=12'))).toEqual({ recordType: 8, searchStr: '12' });
    expect(filterFromQuery(new URLSearchParams('lockId=3&faceNo=1'))).toEqual({ recordType: -5, searchStr: '1' });
    expect(filterFromQuery(new URLSearchParams('lockId=3&palmVeinNo=2'))).toEqual({ recordType: -6, searchStr: '2' });
    expect(filterFromQuery(new URLSearchParams('lockId=3'))).toEqual({ recordType: 0, searchStr: '' });
  });

  it('shows records only for a credential or an explicit record type (spec §2), by key id for ekeys', () => {
    expect(hasRecordQuery(new URLSearchParams('lockId=3'))).toBe(false);
    expect(hasRecordQuery(new URLSearchParams('lockId=3&keyId=5'))).toBe(true);
    expect(hasRecordQuery(new URLSearchParams('lockId=3&keyboardPwd=123456'))).toBe(true);
    expect(hasRecordQuery(new URLSearchParams('lockId=3&recordType=0'))).toBe(true);
    expect(filterFromQuery(new URLSearchParams('lockId=3&recordType=4'))).toEqual({ recordType: 4, searchStr: '' });
    expect(keyIdFromQuery(new URLSearchParams('lockId=3&keyId=5'))).toBe(5);
    expect(keyIdFromQuery(new URLSearchParams('lockId=3&keyId=x'))).toBeUndefined();
  });

  it('carries the filter to the export page and back (issue 18)', () => {
    const path = recordsExportPath(3, { recordType: 7, searchStr: 'front door' });
    expect(path).toBe('/manage/exportRecord?lockId=3&recordType=7&searchStr=front+door');
    expect(exportFilterFromQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      recordType: 7,
      searchStr: 'front door',
    });
    expect(recordsExportPath(3, { recordType: 0, searchStr: '' })).toBe('/manage/exportRecord?lockId=3&recordType=0');
    expect(exportFilterFromQuery(new URLSearchParams('lockId=3&cardNo=998877'))).toEqual({
      recordType: 7,
      searchStr: '998877',
    });
    expect(exportFilterFromQuery(new URLSearchParams('lockId=3&recordType=12345'))).toEqual({
      recordType: 0,
      searchStr: '',
    });
  });
});
