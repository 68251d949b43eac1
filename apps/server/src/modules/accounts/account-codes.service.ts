// sendValidationCode: decides who may receive a code of each type (spec §3 code types), then hands it to the
// verification module. Must not generate, store or check codes itself.
import { CHANNEL, CODE_TYPE } from '@lockconsole/shared/user/account-fields';
import { OWN_ACCOUNT_CODE_TYPES, SESSION_CODE_TYPES } from '@lockconsole/shared/user/send-validation-code';
import type { Channel } from '../../messaging/messenger';
import type { PublicContext } from '../../http/context';
import { fail, fieldError } from '../../http/errors';
import type { SitesService } from '../sites/sites.service';
import type { CodeService } from '../verification/code.service';
import type { SliderService } from '../verification/slider.service';
import { e164, identityOf, siteAccepts, type Identity } from './account-identity';
import type { AccountsRepo } from './accounts.repo';

export type SendCodeInput = {
  account?: string;
  countryCode?: string;
  type: number;
  channel?: number;
  sliderToken: string;
};

export type AccountCodesService = ReturnType<typeof createAccountCodesService>;

export function createAccountCodesService(deps: {
  repo: AccountsRepo;
  codes: CodeService;
  slider: SliderService;
  sites: SitesService;
}) {
  const { repo, codes, slider, sites } = deps;

  return {
    async sendValidationCode(ctx: PublicContext, input: SendCodeInput) {
      const { type } = input;
      const me = ctx.session ? await repo.findById(ctx.session.userId) : undefined;
      if (SESSION_CODE_TYPES.includes(type) && !me) throw fail('notLoggedIn');
      // The slider goes first: without a solved puzzle nothing below (existence checks included) is answered.
      await slider.consumeForSend(input.sliderToken);
      const brand = await sites.resolveByHost(ctx.host);

      let id: Identity;
      if (OWN_ACCOUNT_CODE_TYPES.includes(type)) {
        // Sent to the user's own e-mail or mobile; `account` picks one of them, else the e-mail is used.
        const own = [me!.email, me!.mobile].filter((a): a is string => !!a);
        const chosen = input.account ? identityOf(input.account, input.countryCode) : undefined;
        if (chosen && !own.includes(chosen.normalized)) throw fail('noPermission');
        const stored = chosen?.normalized ?? own[0]!;
        id = stored.includes('@')
          ? { kind: 'email', normalized: stored, address: stored }
          : { kind: 'mobile', normalized: stored, address: e164(stored) };
      } else {
        id = identityOf(input.account!, input.countryCode);
        const owner = await repo.findByIdentifier(id.kind, id.normalized);
        switch (type) {
          case CODE_TYPE.register:
          case CODE_TYPE.modifyAccount:
            if (!siteAccepts(brand.accountType, id.kind)) throw fail('accountTypeNotAllowed');
            if (owner) throw fail(owner.id === me?.id ? 'sameAccount' : 'accountExists');
            break;
          case CODE_TYPE.resetPassword:
          case CODE_TYPE.newDevice:
            if (!siteAccepts(brand.accountType, id.kind)) throw fail('accountTypeNotAllowed');
            if (!owner) throw fail('accountNotFound');
            break;
          case CODE_TYPE.bindMobile:
          case CODE_TYPE.bindEmail: {
            const wanted = type === CODE_TYPE.bindMobile ? 'mobile' : 'email';
            if (id.kind !== wanted) throw fieldError('account', `validation.account.${wanted}`);
            if (owner) throw fail(owner.id === me!.id ? 'sameAccount' : 'accountExists');
            break;
          }
        }
      }

      let channel: Channel = 'email';
      if (id.kind === 'mobile') channel = input.channel === CHANNEL.voice ? 'voice' : 'sms';
      else if (input.channel === CHANNEL.voice) throw fail('channelNotAvailable');

      return codes.issue({
        account: id.normalized,
        to: id.address,
        channel,
        type,
        ip: ctx.ip,
        t: ctx.t,
        siteName: brand.name,
      });
    },
  };
}
