// Sealing and opening an offline code: code = FPE_L(header * T + tag) written with L digits, where
// tag = HMAC(macKey, "TAG1" ‖ L ‖ header ‖ startHour) mod T. Both the generator and the lock go through here. Pure.
import { fpeDecrypt, fpeEncrypt } from './decimal-fpe';
import { decodeHeader, encodeHeader, type Header, layoutFor } from './offline-header';
import { type OfflineKeys, prf } from './offline-keys';

const TAG_DOMAIN = 0x54414731; // "TAG1"

const tagOf = (keys: OfflineKeys, length: number, headerIndex: number, startHour: number, tagSpace: number) =>
  prf(keys.mac, [TAG_DOMAIN, length, headerIndex, startHour], tagSpace);

/** The L-digit code of `header` starting at local hour `startHour`; null if the family is not offered at L. */
export function sealCode(keys: OfflineKeys, length: number, header: Header, startHour: number): string | null {
  const headerIndex = encodeHeader(length, header);
  if (headerIndex === null) return null;
  const { tagSpace } = layoutFor(length);
  const plain = headerIndex * tagSpace + tagOf(keys, length, headerIndex, startHour, tagSpace);
  return String(fpeEncrypt(keys.fpe, length, plain)).padStart(length, '0');
}

export type OpenedCode = { length: number; header: Header; headerIndex: number; tag: number };

/** Decrypts a digit string into its header and tag; null when it decodes outside every header (a refusal). */
export function openCode(keys: OfflineKeys, code: string): OpenedCode | null {
  const length = code.length;
  const { tagSpace, headers } = layoutFor(length);
  const plain = fpeDecrypt(keys.fpe, length, Number(code));
  const headerIndex = Math.floor(plain / tagSpace);
  if (headerIndex >= headers) return null;
  const header = decodeHeader(length, headerIndex);
  return header && { length, header, headerIndex, tag: plain % tagSpace };
}

/** One PRF evaluation: does the tag belong to this header at this start? */
export const tagMatches = (keys: OfflineKeys, opened: OpenedCode, startHour: number) =>
  tagOf(keys, opened.length, opened.headerIndex, startHour, layoutFor(opened.length).tagSpace) === opened.tag;
