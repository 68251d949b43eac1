// The terminology of the console: one word for one thing in every language (issue 27, docs/glossary.md).
// glossary.test.ts runs checkGlossary (glossary-check.ts) over every catalog in CI:
//  - where the English value uses a term, the translation uses that language's rendering (inflected forms allowed);
//  - words listed under `avoid` (competing renderings found before) never stand for the term;
//  - an `exclusive` rendering appears only where the English uses the term (zh: bare 密码 is the account password);
//  - the register: each language addresses the user one way (REGISTERS), markers of the other way fail;
//  - no word of a neighboring variant (REGIONAL_WORDS: zh-HK against zh-TW, Brazilian against European Portuguese);
//  - English is US English (ENGLISH_SPELLING).
// Renderings are matched case-insensitively after {{variables}} and <tags> are removed. `word` is what a translator
// writes; `match` (a regular expression) also accepts its inflected forms and compounds.
import type { Language } from './languages';

export type GlossaryLanguage = Exclude<Language, 'en'>;
export type Rendering = string | { word: string; match: string };

export type Term = {
  id: string;
  /** What the term means, for translators. */
  note: string;
  /** Where the English source uses the term. */
  en: RegExp;
  /** The one rendering per language. Overlay languages (zh-HK) use their base's unless given. */
  renderings: Partial<Record<GlossaryLanguage, Rendering>>;
  /** Competing words that must not stand for the term (regular expressions). */
  avoid?: Partial<Record<GlossaryLanguage, string>>;
  /** Languages whose rendering belongs to this term alone: it must not appear where the English lacks the term. */
  exclusive?: readonly GlossaryLanguage[];
};

const w = (word: string, match: string): Rendering => ({ word, match });

export const TERMS: readonly Term[] = [
  {
    id: 'ekey',
    note: 'electronic key sent to a person’s app',
    en: /\be-?keys?\b/i,
    renderings: {
      cs: w('elektronický klíč', 'elektronick\\p{L}* klíč'),
      de: 'E-Schlüssel',
      es: w('llave electrónica', 'llaves? electrónicas?'),
      fr: w('clé électronique', 'clés? électroniques?'),
      it: w('chiave elettronica', 'chiav[ei] elettronic(a|he)'),
      ja: '電子キー',
      pt: w('chave eletrônica', 'chaves? eletrônicas?'),
      ru: w('электронный ключ', 'электронн\\p{L}* ключ'),
      tr: 'elektronik anahtar',
      uk: w('електронний ключ', 'електронн\\p{L}* ключ'),
      'zh-CN': '电子钥匙',
      'zh-TW': '電子鑰匙',
    },
  },
  {
    id: 'passcode',
    note: 'digits typed on the lock’s keypad (not the account password)',
    en: /\bpasscodes?\b/i,
    renderings: {
      cs: w('přístupový kód', 'přístupov\\p{L}* kód'),
      de: 'Zugangscode',
      es: w('código de acceso', 'códigos? de acceso'),
      fr: w('code d’accès', "codes? d[’']accès"),
      it: w('codice di accesso', 'codic[ei] di accesso'),
      ja: '暗証番号',
      pt: w('código de acesso', 'códigos? de acesso'),
      ru: w('код доступа', 'код\\p{L}* доступа'),
      tr: w('erişim kodu', 'erişim kod'),
      uk: w('код доступу', 'код\\p{L}* доступу'),
      'zh-CN': '开锁密码',
      'zh-TW': '開鎖密碼',
    },
    avoid: { 'zh-CN': '(?<!开锁)密码', 'zh-TW': '(?<!開鎖)密碼' },
  },
  {
    id: 'password',
    note: 'the account password, for signing in',
    en: /\bpasswords?\b/i,
    renderings: {
      cs: w('heslo', 'hesl'),
      de: w('Passwort', 'Passw[oö]rt'),
      es: 'contraseña',
      fr: w('mot de passe', 'mots? de passe'),
      it: 'password',
      ja: 'パスワード',
      pt: 'senha',
      ru: w('пароль', 'парол'),
      tr: 'şifre',
      uk: w('пароль', 'парол'),
      'zh-CN': w('密码', '(?<!开锁)密码'),
      'zh-TW': w('密碼', '(?<!開鎖)密碼'),
    },
    exclusive: ['zh-CN', 'zh-TW', 'zh-HK'],
  },
  {
    id: 'card',
    note: 'RFID/IC card credential',
    en: /\bcards?\b/i,
    renderings: {
      cs: w('karta', 'kart|karet'),
      de: 'Karte',
      es: 'tarjeta',
      fr: 'carte',
      it: w('tessera', 'tesser[ae]'),
      ja: 'カード',
      pt: w('cartão', 'cart(ão|ões)'),
      ru: 'карт',
      tr: 'kart',
      uk: w('картка', 'картк|карток'),
      'zh-CN': '卡',
      'zh-TW': '卡',
    },
  },
  {
    id: 'fingerprint',
    note: 'fingerprint credential',
    en: /\bfingerprints?\b/i,
    renderings: {
      cs: w('otisk prstu', 'otisk'),
      de: w('Fingerabdruck', 'Fingerabdr[uü]ck'),
      es: w('huella dactilar', 'huellas? dactilar'),
      fr: w('empreinte digitale', 'empreinte'),
      it: w('impronta digitale', 'impront[ae] digital'),
      ja: '指紋',
      pt: w('impressão digital', 'impress(ão|ões) digita'),
      ru: w('отпечаток пальца', 'отпечат\\p{L}* пальц'),
      tr: w('parmak izi', 'parmak iz'),
      uk: w('відбиток пальця', 'відбит\\p{L}* пальц'),
      'zh-CN': '指纹',
      'zh-TW': '指紋',
    },
  },
  {
    id: 'face',
    note: 'face recognition credential',
    en: /\bfaces?\b/i,
    renderings: {
      cs: 'obličej',
      de: 'Gesicht',
      es: 'rostro',
      fr: 'visage',
      it: w('volto', 'volt[oi]'),
      ja: '顔',
      pt: 'rosto',
      ru: w('лицо', '(?<!\\p{L})лиц(о|а|у|е|ом|ам|ами|ах)?(?!\\p{L})'),
      tr: 'yüz',
      uk: 'обличч',
      'zh-CN': '人脸',
      'zh-TW': '臉部',
    },
  },
  {
    id: 'palmVein',
    note: 'palm vein credential',
    en: /\bpalm veins?\b/i,
    renderings: {
      cs: w('žíla dlaně', 'žíl\\p{L}* dlan|žil dlan'),
      de: 'Handvene',
      es: w('venas de la palma', 'venas? de la palma'),
      fr: w('veines de la paume', 'veines? de la paume'),
      it: w('vene del palmo', 'ven[ae] del palmo'),
      ja: '手のひら静脈',
      pt: w('veias da palma', 'veias? da palma'),
      ru: w('вены ладони', 'вен\\p{L}* ладон'),
      tr: 'avuç içi damar',
      uk: w('вени долоні', 'вен\\p{L}* долон'),
      'zh-CN': '掌静脉',
      'zh-TW': '掌靜脈',
    },
  },
  {
    id: 'qrCode',
    note: 'QR code credential',
    en: /\bQR codes?\b/i,
    renderings: {
      cs: 'QR kód',
      de: 'QR-Code',
      es: w('código QR', 'códigos? QR'),
      fr: w('code QR', 'codes? QR'),
      it: w('codice QR', 'codic[ei] QR'),
      ja: 'QRコード',
      pt: w('código QR', 'códigos? QR'),
      ru: 'QR-код',
      tr: 'QR kod',
      uk: 'QR-код',
      'zh-CN': '二维码',
      'zh-TW': 'QR 碼',
    },
  },
  {
    id: 'keyFob',
    note: 'remote key fob credential',
    en: /\bkey fobs?\b/i,
    renderings: {
      cs: w('klíčenka', 'klíčenk|klíčenek'),
      de: 'Schlüsselanhänger',
      es: 'llavero',
      fr: 'télécommande',
      it: w('telecomando', 'telecomand'),
      ja: 'リモコンキー',
      pt: 'chaveiro',
      ru: 'брелок',
      tr: w('anahtarlık', 'anahtarlı[kğ]'),
      uk: 'брелок',
      'zh-CN': '遥控钥匙',
      'zh-TW': '遙控鑰匙',
    },
  },
  {
    id: 'gateway',
    note: 'Wi-Fi/Bluetooth bridge that connects locks to the console',
    en: /\bgateways?\b/i,
    renderings: {
      cs: w('brána', 'br[aá]n'),
      de: 'Gateway',
      es: w('puerta de enlace', 'puertas? de enlace'),
      fr: 'passerelle',
      it: 'gateway',
      ja: 'ゲートウェイ',
      pt: 'gateway',
      ru: 'шлюз',
      tr: w('ağ geçidi', 'ağ geçi[dt]'),
      uk: 'шлюз',
      'zh-CN': '网关',
      'zh-TW': '閘道器',
      'zh-HK': '網關',
    },
  },
  {
    id: 'lock',
    note: 'the lock (device) and locking it; a parking lock is another device',
    en: /(?<!parking |smart )\b(locks?|locked|locking)\b/i,
    renderings: {
      cs: w('zámek / zamknout', 'zám|zamk|zamč|zamyk'),
      de: w('Schloss / verriegeln', 'Schl(oss|öss)|verriegel'),
      es: w('cerradura / bloquear', 'cerradura|bloque'),
      fr: w('serrure / verrouiller', 'serrure|verrouill'),
      it: w('serratura / bloccare', 'serratur|blocc'),
      ja: w('ロック / 施錠', 'ロック|施錠|(?<![\\p{L}])台'),
      pt: w('fechadura / trancar', 'fechadura|tranc'),
      ru: w('замок / запереть', 'замок|замк|запер|запир'),
      tr: w('kilit / kilitlemek', 'kili[td]'),
      uk: w('замок / замкнути', 'замок|замк|замик'),
      'zh-CN': '锁',
      'zh-TW': '鎖',
    },
    avoid: { de: 'sperr', it: 'chiu[sd]', pt: 'trava' },
  },
  {
    id: 'unlock',
    note: 'opening the lock’s bolt (by any credential, remotely, by link)',
    en: /\bunlock(s|ed|ing)?\b/i,
    renderings: {
      cs: w('odemknout', 'odemk|odemč|odemyk'),
      de: w('entriegeln', 'entriegel'),
      es: w('desbloquear', 'desbloque'),
      fr: w('déverrouiller', 'déverrouill'),
      it: w('sbloccare', 'sblocc'),
      ja: '解錠',
      pt: w('destrancar', 'destranc'),
      ru: w('открыть', 'откр'),
      tr: w('kilidi açmak', 'kili[dt]\\p{L}*(\\s+\\p{L}+){0,4}\\s+aç'),
      uk: w('відімкнути', 'відімк|відмик'),
      'zh-CN': '开锁',
      'zh-TW': '開鎖',
    },
    avoid: { de: 'entsperr|sperr', pt: 'desbloque|destrav' },
  },
  {
    id: 'freeze',
    note: 'suspend an ekey without deleting it (not: lock)',
    en: /\b(freez(e|es|ing)|frozen)\b/i,
    renderings: {
      cs: w('zmrazit', 'zmraz|zmraž'),
      de: w('einfrieren', 'einfrier|eingefroren|einzufrieren'),
      es: 'suspend',
      fr: w('suspendre', 'suspen'),
      it: w('sospendere', 'sospe[sn]'),
      ja: '凍結',
      pt: 'congel',
      ru: w('заморозить', 'замор[ао][зж]'),
      tr: 'dondur',
      uk: w('заморозити', 'замор[ао][зж]'),
      'zh-CN': '冻结',
      'zh-TW': '凍結',
    },
    avoid: { de: 'sperr' },
  },
  {
    id: 'unfreeze',
    note: 'undo a freeze',
    en: /\bunfr(eez(e|es|ing)|ozen)\b/i,
    renderings: {
      cs: w('rozmrazit', 'rozmraz|rozmraž'),
      de: w('reaktivieren', 'reaktivier'),
      es: 'reactiv',
      fr: 'réactiv',
      it: w('riattivare', 'riattiv'),
      ja: w('凍結解除', '凍結を?解除'),
      pt: 'descongel',
      ru: w('разморозить', 'размор[ао][зж]'),
      tr: w('dondurmayı kaldırmak', 'dondur(ma|ulma)\\p{L}* kaldır'),
      uk: w('розморозити', 'розмор[ао][зж]'),
      'zh-CN': '解冻',
      'zh-TW': '解凍',
    },
    avoid: { de: 'sperr' },
  },
  {
    id: 'record',
    note: 'an entry of a lock’s history (unlock records)',
    en: /\brecords?\b/i,
    renderings: {
      cs: 'záznam',
      de: 'Protokoll',
      es: 'registro',
      fr: w('événement', 'événement'),
      it: w('evento', 'event[oi]'),
      ja: '履歴',
      pt: 'registro',
      ru: w('запись', '(?<!учётн\\p{L}*\\s)запис'),
      tr: w('kayıt', 'kayıt|kayd'),
      uk: w('запис', '(?<!обліков\\p{L}*\\s)запис'),
      'zh-CN': '记录',
      'zh-TW': '紀錄',
    },
  },
  {
    id: 'group',
    note: 'a named set of locks',
    en: /\bgroup(s|ed)?\b/i,
    renderings: {
      cs: 'skupin',
      de: w('Gruppe', 'grupp'),
      es: w('grupo', 'grup'),
      fr: w('groupe', 'group'),
      it: w('gruppo', 'grupp'),
      ja: 'グループ',
      pt: w('grupo', 'grup'),
      ru: w('группа', 'групп'),
      tr: w('grup', 'gru[pb]'),
      uk: w('група', 'груп'),
      'zh-CN': w('分组', '组'),
      'zh-TW': w('分組', '組'),
    },
  },
  {
    id: 'authorizedAdmin',
    note: 'a person the owner lets manage some locks',
    en: /\bauthori[sz]ed admin(istrator)?s?\b/i,
    renderings: {
      cs: w('pověřený správce', 'pověřen\\p{L}* správc'),
      de: w('autorisierter Administrator', 'autorisierte\\p{L}* Administrator'),
      es: w('administrador autorizado', 'administrador(es)? autorizados?'),
      fr: w('administrateur autorisé', 'administrateurs? autorisés?'),
      it: w('amministratore autorizzato', 'amministrator[ei] autorizzat'),
      ja: '委任管理者',
      pt: w('administrador autorizado', 'administrador(es)? autorizados?'),
      ru: w('уполномоченный администратор', 'уполномоченн\\p{L}* администратор'),
      tr: 'yetkili yönetici',
      uk: w('уповноважений адміністратор', 'уповноважен\\p{L}* адміністратор'),
      'zh-CN': '授权管理员',
      'zh-TW': '授權管理員',
    },
  },
  {
    id: 'authorize',
    note: 'make someone an authorized admin',
    en: /\bauthori[sz](e|es|ing)\b/i,
    renderings: {
      cs: w('pověřit', 'pověř'),
      de: w('autorisieren', 'autorisier'),
      es: w('autorizar', 'autori[zc]'),
      fr: w('autoriser', 'autoris'),
      it: w('autorizzare', 'autorizz'),
      ja: '委任',
      pt: w('autorizar', 'autoriz'),
      ru: w('назначить', 'назнач'),
      tr: w('yetkilendirmek', 'yetkilendir'),
      uk: w('призначити', 'признач'),
      'zh-CN': '授权',
      'zh-TW': '授權',
    },
  },
  {
    id: 'admin',
    note: 'administrator of a lock (owner or authorized admin)',
    en: /\badmin(istrator)?s?\b/i,
    renderings: {
      cs: w('správce', 'správc'),
      de: w('Administrator', 'Administrator'),
      es: 'administrador',
      fr: 'administrat',
      it: 'amministrator',
      ja: '管理者',
      pt: 'administrador',
      ru: 'администратор',
      tr: 'yönetici',
      uk: 'адміністратор',
      'zh-CN': '管理员',
      'zh-TW': '管理員',
    },
  },
  {
    id: 'premium',
    note: 'paid functions',
    en: /\bpremium\b/i,
    renderings: {
      cs: w('prémiové funkce', 'prémiov'),
      de: 'Premium',
      es: 'premium',
      fr: 'premium',
      it: 'premium',
      ja: 'プレミアム',
      pt: 'premium',
      ru: 'премиум',
      tr: 'premium',
      uk: 'преміум',
      'zh-CN': '高级功能',
      'zh-TW': '進階功能',
    },
  },
  {
    id: 'passageMode',
    note: 'the lock stays unlocked during set periods',
    en: /\bpassage mode\b/i,
    renderings: {
      cs: w('průchozí režim', 'průchoz\\p{L}* režim'),
      de: 'Durchgangsmodus',
      es: 'modo de paso',
      fr: 'mode passage',
      it: 'modalità passaggio',
      ja: '常時解錠モード',
      pt: 'modo de passagem',
      ru: w('режим прохода', 'режим\\p{L}* прохода'),
      tr: 'geçiş mod',
      uk: w('режим проходу', 'режим\\p{L}* проходу'),
      'zh-CN': '常开模式',
      'zh-TW': '常開模式',
    },
  },
  {
    id: 'hotelMode',
    note: 'hotel cards and room status',
    en: /\bhotel mode\b/i,
    renderings: {
      cs: w('hotelový režim', 'hotelov\\p{L}* režim'),
      de: 'Hotelmodus',
      es: 'modo hotel',
      fr: 'mode hôtel',
      it: 'modalità hotel',
      ja: 'ホテルモード',
      pt: 'modo hotel',
      ru: w('гостиничный режим', 'гостиничн\\p{L}* режим'),
      tr: 'otel mod',
      uk: w('готельний режим', 'готельн\\p{L}* режим'),
      'zh-CN': '酒店模式',
      'zh-TW': '飯店模式',
      'zh-HK': '酒店模式',
    },
  },
  {
    id: 'credential',
    note: 'anything that opens a lock: ekey, passcode, card, fingerprint …',
    en: /\bcredentials?\b/i,
    renderings: {
      cs: w('přístupový prostředek', 'přístupov\\p{L}* prostřed'),
      de: 'Zugangsmittel',
      es: 'credencial',
      fr: w('moyen d’accès', "moyens? d[’']accès"),
      it: 'credenzial',
      ja: '解錠手段',
      pt: w('credencial', 'credencia'),
      ru: w('средство доступа', 'средств\\p{L}* доступа'),
      tr: w('erişim bilgisi', 'erişim bilgi'),
      uk: w('засіб доступу', 'засоб\\p{L}* доступу|засіб доступу'),
      'zh-CN': '开锁凭证',
      'zh-TW': '開鎖憑證',
    },
  },
  {
    id: 'clearCode',
    note: 'passcode type that erases the passcodes issued before it',
    en: /\bclear codes?\b/i,
    renderings: {
      cs: w('mazací kód', 'mazací\\p{L}* kód'),
      de: 'Löschcode',
      es: w('código de borrado', 'códigos? de borrado'),
      fr: w('code d’effacement', "codes? d[’']effacement"),
      it: w('codice di cancellazione', 'codic[ei] di cancellazione'),
      ja: 'クリアコード',
      pt: w('código de limpeza', 'códigos? de limpeza'),
      ru: w('код очистки', 'код\\p{L}* очистки'),
      tr: w('temizleme kodu', 'temizleme kod'),
      uk: w('код очищення', 'код\\p{L}* очищення'),
      'zh-CN': '清空码',
      'zh-TW': '清空碼',
    },
  },
  {
    id: 'lockUser',
    note: 'a person holding ekeys to your locks',
    en: /\block users?\b/i,
    renderings: {
      cs: w('uživatel zámku', 'uživatel\\p{L}* zámk'),
      de: 'Schlossbenutzer',
      es: w('usuario de cerradura', 'usuarios? de (las )?cerraduras?'),
      fr: w('utilisateur des serrures', 'utilisateurs? des serrures'),
      it: w('utente delle serrature', 'utent[ei] delle serrature'),
      ja: 'ロックユーザー',
      pt: w('usuário de fechadura', 'usuários? de fechaduras?'),
      ru: w('пользователь замков', 'пользовател\\p{L}* замк'),
      tr: w('kilit kullanıcısı', 'kilit kullanıcı'),
      uk: w('користувач замків', 'користувач\\p{L}* замк'),
      'zh-CN': '锁用户',
      'zh-TW': '鎖使用者',
      'zh-HK': '鎖用戶',
    },
  },
  {
    id: 'user',
    note: 'a person using the console or a lock',
    en: /\busers?\b(?! terms)/i,
    renderings: {
      cs: 'uživatel',
      de: 'Benutzer',
      es: 'usuario',
      fr: 'utilisateur',
      it: w('utente', 'utent'),
      ja: 'ユーザー',
      pt: 'usuário',
      ru: 'пользовател',
      tr: 'kullanıcı',
      uk: 'користувач',
      'zh-CN': '用户',
      'zh-TW': '使用者',
      'zh-HK': '用戶',
    },
  },
  {
    id: 'account',
    note: 'the sign-in account (mobile number or e-mail)',
    en: /\baccounts?\b/i,
    renderings: {
      cs: w('účet', 'účet|účt'),
      de: 'Konto',
      es: 'cuenta',
      fr: 'compte',
      it: 'account',
      ja: 'アカウント',
      pt: 'conta',
      ru: w('учётная запись', 'учётн\\p{L}* запис'),
      tr: w('hesap', 'hesa[pb]'),
      uk: 'обліков',
      'zh-CN': '账号',
      'zh-TW': '帳號',
      'zh-HK': '賬戶',
    },
  },
  {
    id: 'pairingCode',
    note: 'one-time code that adds a gateway',
    en: /\bpairing code\b/i,
    renderings: {
      cs: 'párovací kód',
      de: 'Kopplungscode',
      es: 'código de emparejamiento',
      fr: w('code d’appairage', "codes? d[’']appairage"),
      it: 'codice di associazione',
      ja: 'ペアリングコード',
      pt: 'código de pareamento',
      ru: 'код сопряжения',
      tr: 'eşleştirme kod',
      uk: 'код сполучення',
      'zh-CN': '配对码',
      'zh-TW': '配對碼',
    },
  },
  {
    id: 'verificationCode',
    note: 'the code sent by SMS or e-mail to confirm an account action',
    en: /\bverification codes?\b/i,
    renderings: {
      cs: w('ověřovací kód', 'ověřovací\\p{L}* kód'),
      de: 'Bestätigungscode',
      es: w('código de verificación', 'códigos? de verificación'),
      fr: w('code de vérification', 'codes? de vérification'),
      it: w('codice di verifica', 'codic[ei] di verifica'),
      ja: '認証コード',
      pt: w('código de verificação', 'códigos? de verificação'),
      ru: w('код подтверждения', 'код\\p{L}* подтверждения'),
      tr: 'doğrulama kod',
      uk: w('код підтвердження', 'код\\p{L}* підтвердження'),
      'zh-CN': '验证码',
      'zh-TW': '驗證碼',
    },
  },
];

/** How each language addresses the user, and markers of the other register (regular expressions, case-insensitive). */
export type Register = {
  /** The form of address used throughout. */
  address: string;
  /** Words of the wrong register anywhere in a value. */
  markers: string;
  /** Imperatives of the wrong register, counted only in values of four words or more (buttons keep their label). */
  sentenceMarkers?: string;
};

const words = (list: string) => `(?<![\\p{L}\\p{M}])(${list})(?![\\p{L}\\p{M}])`;

export const REGISTERS: Partial<Record<GlossaryLanguage, Register>> = {
  cs: {
    address: 'vy (vykání)',
    markers: words('ty|tě|tebe|tobě|tebou|tvůj|tvoje|tvá|tvé|tvého|tvou|tvým|tvých|tvoji|tvému'),
    sentenceMarkers: words(
      'zadej|zvol|vyber|zkus|zkontroluj|počkej|otevři|pošli|klikni|zaregistruj|požádej|použij|smaž|odstraň|vlož|přetáhni|stiskni',
    ),
  },
  de: { address: 'Sie', markers: words('du|dich|dir|dein\\p{L}*|euch|euer|eure\\p{L}*') },
  es: {
    address: 'usted',
    markers: words('tú|te|ti|contigo|tu|tus|inténtalo|regístrate|asegúrate|compruébalo'),
  },
  fr: { address: 'vous', markers: `${words('tu|toi|te|ton|ta|tes')}|(?<![\\p{L}])t['’](?=\\p{L})|-toi\\b` },
  it: {
    address: 'Lei',
    markers: `${words('ti|tu|te|tuo|tua|tuoi|tue')}|(?<![\\p{L}])t['’](?=\\p{L})`,
    sentenceMarkers: words(
      'scegli|apri|inserisci|registrati|accedi|controlla|attendi|chiedi|riprova|premi|trascina|digita|aggiungi|contatta',
    ),
  },
  pt: { address: 'você', markers: words('tu|te|ti|teu|tua|teus|tuas|contigo') },
  ru: {
    address: 'вы',
    markers: words('ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоего|твоей|твоих|твоим|твою'),
    sentenceMarkers: words(
      'введи|выбери|попробуй|проверь|подожди|открой|отправь|нажми|войди|зарегистрируйся|попроси|используй|удали|перетащи|повтори',
    ),
  },
  tr: {
    address: 'siz',
    markers: `${words('sen|seni|sana|senin|sende|senden|seninle')}|\\p{L}+(abilir|ebilir)(sin|sın)(?![\\p{L}])`,
  },
  uk: {
    address: 'ви',
    markers: words('ти|тебе|тобі|тобою|твій|твоя|твоє|твої|твого|твоєї|твоїх|твоїм|твою'),
    sentenceMarkers: words(
      'введи|вибери|обери|спробуй|перевір|зачекай|відкрий|надішли|натисни|увійди|зареєструйся|попроси|використай|видали|перетягни|повтори',
    ),
  },
  'zh-CN': { address: '您', markers: '你' },
  'zh-TW': { address: '您', markers: '你' },
};

/**
 * Words of a neighboring variant that a catalog must not use (word → this catalog's word): the zh-HK overlay must
 * override every zh-TW value that uses Taiwan's vocabulary; pt is Brazilian Portuguese, not European.
 */
export const REGIONAL_WORDS: Partial<Record<GlossaryLanguage, Record<string, string>>> = {
  'zh-HK': {
    閘道: '網關',
    使用者: '用戶',
    帳號: '賬戶',
    飯店: '酒店',
    簡訊: '短訊',
    隱私權: '私隱',
    網路: '網絡',
    智慧鎖: '智能鎖',
    韌體: '固件',
    位址: '地址',
    傳送: '發送',
    電子郵件: '電郵',
    收件者: '收件人',
  },
  'zh-TW': { 網關: '閘道器', 用戶: '使用者', 賬戶: '帳號', 數據: '資料', 短訊: '簡訊', 網絡: '網路', 智能鎖: '智慧鎖' },
  pt: {
    utilizador: 'usuário',
    'palavra-passe': 'senha',
    telemóvel: 'celular',
    ecrã: 'tela',
    registo: 'registro',
    ficheiro: 'arquivo',
    definições: 'configurações',
    aplicação: 'aplicativo',
  },
};

/** English is US English: UK spellings that must not appear (regular expression → US spelling). */
export const ENGLISH_SPELLING: Record<string, string> = {
  '\\b(\\w*)(organis|recognis|authoris|customis|minimis|maximis|synchronis|prioritis|realis|finalis|initialis|normalis|optimis|apologis|categoris|personalis|summaris|utilis)(e|es|ed|ing|ation|ations)\\b':
    '-ize / -ization',
  '\\b(analys)(e|ed|ing)\\b': 'analyze',
  '\\b(colour|behaviour|favour|honour|neighbour|labour)(s|ed|ing|ite)?\\b': 'color, behavior …',
  '\\b(centre|metre|litre)s?\\b': 'center, meter, liter',
  '\\b(cancelled|cancelling|travelled|travelling|labelled|labelling|modelled)\\b': 'canceled, traveled, labeled …',
  '\\b(catalogue|dialogue)s?\\b': 'catalog, dialog',
  '\\b(licence)s?\\b': 'license',
  '\\b(grey)\\b': 'gray',
};

/**
 * Genuine exceptions: a value where the term legitimately appears differently. Every entry says why; an entry
 * that is no longer needed fails the check, so this list cannot hide a drift that was fixed or grow stale.
 * lang '*' applies to every language; term 'register' exempts a value from the register markers.
 */
export type GlossaryException = { lang: GlossaryLanguage | '*'; key: string; term: string; why: string };

export const GLOSSARY_EXCEPTIONS: readonly GlossaryException[] = [
  // "record" is the verb here (to store the result), not an entry of the lock's history.
  { lang: '*', key: 'devices.reason.followUpFailed', term: 'record', why: 'verb: store the result' },
  // "Your account is not locked": sign-in lockout of the account, not the lock device.
  { lang: '*', key: 'messages.account.signInAttempts.body', term: 'lock', why: 'account lockout, not the device' },
];
