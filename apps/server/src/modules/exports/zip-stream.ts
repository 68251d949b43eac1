// A streaming ZIP writer (what an xlsx file is): entries are deflated as they are written and handed to `out` in
// pieces, so a file of any length is made in constant memory. Streamed entries carry a data descriptor (sizes and
// CRC after the data, general purpose flag bit 3), as archivers that stream do; the central directory at the end
// repeats them. No ZIP64: an export is capped far below 4 GB.
import { once } from 'node:events';
import zlib from 'node:zlib';

export type Sink = (piece: Buffer) => Promise<void>;

type Entry = { name: Buffer; crc: number; csize: number; usize: number; offset: number; streamed: boolean };

const DOS_TIME = 0; // 00:00:00
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1; // 2026-01-01: the files carry no meaningful mtime

function localHeader(name: Buffer, streamed: boolean, crc = 0, csize = 0, usize = 0) {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4); // version needed
  h.writeUInt16LE(streamed ? 0x0808 : 0x0800, 6); // bit 3: data descriptor; bit 11: UTF-8 names
  h.writeUInt16LE(8, 8); // deflate
  h.writeUInt16LE(DOS_TIME, 10);
  h.writeUInt16LE(DOS_DATE, 12);
  h.writeUInt32LE(crc >>> 0, 14);
  h.writeUInt32LE(csize, 18);
  h.writeUInt32LE(usize, 22);
  h.writeUInt16LE(name.length, 26);
  h.writeUInt16LE(0, 28);
  return Buffer.concat([h, name]);
}

function centralRecord(e: Entry) {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4); // made by
  h.writeUInt16LE(20, 6); // needed
  h.writeUInt16LE(e.streamed ? 0x0808 : 0x0800, 8);
  h.writeUInt16LE(8, 10);
  h.writeUInt16LE(DOS_TIME, 12);
  h.writeUInt16LE(DOS_DATE, 14);
  h.writeUInt32LE(e.crc >>> 0, 16);
  h.writeUInt32LE(e.csize, 20);
  h.writeUInt32LE(e.usize, 24);
  h.writeUInt16LE(e.name.length, 28);
  // extra, comment, disk, internal attributes: 0
  h.writeUInt32LE(0, 38); // external attributes
  h.writeUInt32LE(e.offset, 42);
  return Buffer.concat([h, e.name]);
}

export type StreamedEntry = {
  /** Adds text to the entry; resolves once the deflated output so far was handed to the sink. */
  write(text: string): Promise<void>;
  end(): Promise<void>;
};

export function createZipWriter(out: Sink) {
  const entries: Entry[] = [];
  let offset = 0;
  const emit = async (b: Buffer) => {
    offset += b.length;
    await out(b);
  };

  return {
    /** A small entry, deflated at once. */
    async add(name: string, content: string): Promise<void> {
      const data = Buffer.from(content, 'utf8');
      const deflated = zlib.deflateRawSync(data);
      const e: Entry = {
        name: Buffer.from(name, 'utf8'),
        crc: zlib.crc32(data),
        csize: deflated.length,
        usize: data.length,
        offset,
        streamed: false,
      };
      entries.push(e);
      await emit(localHeader(e.name, false, e.crc, e.csize, e.usize));
      await emit(deflated);
    },

    /** An entry written piece by piece (the worksheet). Only one at a time. */
    async stream(name: string): Promise<StreamedEntry> {
      const e: Entry = { name: Buffer.from(name, 'utf8'), crc: 0, csize: 0, usize: 0, offset, streamed: true };
      entries.push(e);
      await emit(localHeader(e.name, true));
      const deflate = zlib.createDeflateRaw({ level: 6 });
      let pending: Buffer[] = [];
      deflate.on('data', (b: Buffer) => {
        e.csize += b.length;
        pending.push(b);
      });
      const drain = async () => {
        if (!pending.length) return;
        const piece = Buffer.concat(pending);
        pending = [];
        await emit(piece);
      };
      return {
        async write(text) {
          const data = Buffer.from(text, 'utf8');
          e.crc = zlib.crc32(data, e.crc);
          e.usize += data.length;
          if (!deflate.write(data)) await new Promise<void>((r) => deflate.once('drain', r));
          await drain();
        },
        async end() {
          const ended = once(deflate, 'end'); // every deflated byte was emitted as 'data'
          deflate.end();
          await ended;
          await drain();
          const d = Buffer.alloc(16);
          d.writeUInt32LE(0x08074b50, 0);
          d.writeUInt32LE(e.crc >>> 0, 4);
          d.writeUInt32LE(e.csize, 8);
          d.writeUInt32LE(e.usize, 12);
          await emit(d);
        },
      };
    },

    /** Writes the central directory: the archive is complete. */
    async finish(): Promise<void> {
      const start = offset;
      for (const e of entries) await emit(centralRecord(e));
      const size = offset - start;
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(size, 12);
      end.writeUInt32LE(start, 16);
      await emit(end);
    },
  };
}
