// Biometric data at rest (issue 15): fingerprint templates from a desk reader are kept so they can be sent to more
// locks without enrolling the finger again; they are sealed with AES-256-GCM under a key that is not in the
// database (BIOMETRIC_KEY, or a key file in the data directory made on first use). A leaked database alone gives
// no template. Sealed text: "v1.<iv>.<tag>.<ciphertext>" (base64url). Deleting the credential drops the text.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type Sealer = { seal(plain: Buffer): string; open(sealed: string): Buffer };

export function createSealer(keyOf: () => Buffer): Sealer {
  let key: Buffer | undefined;
  const k = () => (key ??= keyOf());
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv('aes-256-gcm', k(), iv);
      const body = Buffer.concat([c.update(plain), c.final()]);
      return ['v1', iv, c.getAuthTag(), body]
        .map((x) => (typeof x === 'string' ? x : x.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [v, iv, tag, body] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      const d = crypto.createDecipheriv('aes-256-gcm', k(), Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]);
    },
  };
}

/** The configured key, or the data directory's key file (created with 32 random bytes, mode 0600, on first use). */
export function biometricKey(o: { biometricKey: string | undefined; dataDir: string }): () => Buffer {
  return () => {
    if (o.biometricKey) return Buffer.from(o.biometricKey, 'base64');
    const file = path.join(o.dataDir, 'biometric.key');
    fs.mkdirSync(o.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const k = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (k.length !== 32) throw new Error(`${file} does not hold base64 of 32 bytes`);
    return k;
  };
}
