// "Your export is ready": to the account that made it, in the language the export was made in — by e-mail, else
// SMS; with the console's address when PUBLIC_URL is known. The file itself never travels by mail.
import { normalizeLanguage } from '@lockconsole/shared/i18n/languages';
import { translatorFor } from '../../http/i18n';
import type { Messenger } from '../../messaging/messenger';
import type { ExportJobRow } from './exports.repo';

export function createExportMail(d: {
  messenger: Messenger;
  contactOf: (userId: number) => Promise<{ email: string | null; mobile: string | null } | undefined>;
  publicUrl: string | undefined;
}) {
  return async (job: ExportJobRow) => {
    const c = await d.contactOf(job.userId);
    const to = c?.email ?? c?.mobile;
    if (!c || !to) return;
    const t = translatorFor(normalizeLanguage(job.lang) ?? 'en');
    const page = job.kind === 'records' ? '/console/exportRecord' : '/console/exportLockUser';
    const params = {
      fileName: job.fileName,
      rows: job.rowsDone,
      where: d.publicUrl ? new URL(page, d.publicUrl).toString() : t('messages.exportReady.inConsole'),
    };
    await d.messenger.send({
      channel: c.email ? 'email' : 'sms',
      to,
      subject: t('messages.exportReady.subject', params),
      text: t('messages.exportReady.body', params),
    });
  };
}
