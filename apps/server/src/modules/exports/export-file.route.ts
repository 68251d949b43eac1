// GET /api/export/file/<token> — the file of a finished export, streamed from its stored pieces (any API node
// serves it). Outside the signed pipeline on purpose: the browser follows it as a plain link; the token (made by
// the signed, signed-in POST /export/downloadLink for the export's own account) is signed with the job's secret
// and lives five minutes. A bad, expired or foreign token and a file that is gone answer 404 in the caller's
// language; nothing is cached on the way.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/route';
import { translatorFor } from '../../http/i18n';
import type { Clock } from '../../platform/clock';
import type { ExportsRepo } from './exports.repo';
import { FILE_PATH, parseLink, verifyLink } from './export-link';

const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

export function registerExportFileRoute(app: FastifyInstance, d: { repo: ExportsRepo; clock: Clock }) {
  app.get<{ Params: { token: string } }>(`${FILE_PATH}:token`, async (req, reply) => {
    const t = translatorFor(languageOf(req));
    const gone = () =>
      reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(t('errors.exportNoFile'));
    const link = parseLink(req.params.token, d.clock.now().getTime());
    if (!link) return gone();
    const job = await d.repo.find(link.id);
    if (!job || !verifyLink(job.linkSecret, link) || job.status !== 'done' || job.fileDroppedAt) return gone();
    async function* pieces() {
      for (let seq = 0; ;) {
        const rows = await d.repo.pieces(job!.id, seq, 4);
        for (const r of rows) yield r.data;
        if (rows.length < 4) return;
        seq = rows.at(-1)!.seq + 1;
      }
    }
    return reply
      .header('content-type', TYPES[job.format])
      .header('content-length', String(job.bytes))
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(job.fileName)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(pieces()));
  });
}
