// Message templates (issue 19; spec §5 template rules, §6 only the owner of an account's templates keeps them):
// create, change, delete, list; and the one place a send (a passcode shared, an ekey sent) turns a chosen template
// into its message. Keeping templates and using one are premium functions ("message templates"): the caller's own
// premium, and when used on a lock, that lock owner's too (premium applies to the owner's own locks).
import {
  renderTemplate,
  TEMPLATES_PER_ACCOUNT,
  type OpenMethod,
  type TemplateType,
  type TemplateValues,
} from '@lockconsole/shared/template/template';
import type { Template } from '@lockconsole/shared/template/template';
import type { UserContext } from '../../http/context';
import { fail } from '../../http/errors';
import { pageOf, type Paging } from '../../http/paging';
import type { Clock } from '../../platform/clock';
import type { PremiumGate } from '../commerce/premium-gate';
import { isUniqueViolation } from '../accounts/accounts.repo';
import type { TemplateFields, TemplateRow, TemplatesRepo } from './templates.repo';

const present = (r: TemplateRow): Template => ({
  templateId: r.id,
  name: r.name,
  templateType: r.templateType,
  openMethod: r.openMethod,
  startText: r.startText,
  content: r.content,
  endText: r.endText,
  external: r.external,
  createdAt: r.createdAt.getTime(),
  updatedAt: r.updatedAt.getTime(),
});

export function createTemplatesService(d: { repo: TemplatesRepo; clock: Clock; premium: PremiumGate }) {
  const { repo } = d;

  async function checkName(userId: number, f: TemplateFields, exceptId = 0) {
    if (await repo.nameTaken(userId, f.templateType, f.name, exceptId)) throw fail('templateNameExists');
  }

  return {
    async add(ctx: UserContext, f: TemplateFields) {
      const { userId } = ctx.session;
      await d.premium.requireOwn(ctx, 'templates');
      if ((await repo.countOf(userId)) >= TEMPLATES_PER_ACCOUNT)
        throw fail('templateLimit', { max: TEMPLATES_PER_ACCOUNT });
      await checkName(userId, f);
      try {
        return { templateId: await repo.insert(userId, f, d.clock.now()) };
      } catch (e) {
        // The same name saved twice at once: the index decides.
        if (isUniqueViolation(e)) throw fail('templateNameExists');
        throw e;
      }
    },

    async update(ctx: UserContext, { templateId, ...f }: TemplateFields & { templateId: number }) {
      const { userId } = ctx.session;
      if (!(await repo.find(userId, templateId))) throw fail('templateNotFound');
      await d.premium.requireOwn(ctx, 'templates');
      await checkName(userId, f, templateId);
      let changed: boolean;
      try {
        changed = await repo.update(userId, templateId, f, d.clock.now());
      } catch (e) {
        if (isUniqueViolation(e)) throw fail('templateNameExists');
        throw e;
      }
      if (!changed) throw fail('templateNotFound');
      return null;
    },

    /** Open after premium ends too: an account may always clear away what it wrote. */
    async delete(ctx: UserContext, { templateId }: { templateId: number }) {
      if (!(await repo.delete(ctx.session.userId, templateId))) throw fail('templateNotFound');
      return null;
    },

    async list(ctx: UserContext, q: Paging & { templateType: number; openMethod?: number }) {
      const { rows, total } = await repo.page(ctx.session.userId, q.templateType, q.openMethod, q);
      return pageOf(rows.map(present), total, q);
    },

    /**
     * The message of the caller's template `templateId` for a send of `openMethod` over `templateType` on a lock of
     * `lockOwnerId`: refused when the template is not theirs, is for another channel or kind, or premium is closed.
     * `footer` ends the message when the template shows the sender's site.
     */
    async message(
      ctx: UserContext,
      use: { templateId: number; templateType: TemplateType; openMethod: OpenMethod; lockOwnerId: number },
      values: TemplateValues,
      footer: string,
    ): Promise<string> {
      const row = await repo.find(ctx.session.userId, use.templateId);
      if (!row) throw fail('templateNotFound');
      if (row.templateType !== use.templateType || row.openMethod !== use.openMethod) throw fail('templateNotForThis');
      await d.premium.requireForLocks(ctx, 'templates', [ctx.session.userId, use.lockOwnerId]);
      const text = renderTemplate(row, values);
      return row.external && footer ? `${text}\n${footer}` : text;
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
