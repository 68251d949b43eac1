// Browser storage of the console (spec §1, §3, §9): language and current group/lock in session storage,
// theme colour in local storage. The ids are kept obfuscated: the original console encrypted them, but a
// key shipped in the page protects nothing, so this only keeps casual edits from producing odd ids.
const KEYS = {
  language: 'language',
  groupId: 'lc.currentGroup',
  lockId: 'lc.currentLock',
  themeColor: 'themeColor',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const encode = (n: number) => btoa(`lc:${n}`);
const decode = (s: string | null): number | null => {
  if (!s) return null;
  const raw = safe(() => atob(s), '');
  const m = /^lc:(-?\d+)$/.exec(raw);
  return m ? Number(m[1]) : null;
};

export const sessionStore = {
  getLanguage: () => safe(() => sessionStorage.getItem(KEYS.language), null),
  setLanguage: (lang: string) => safe(() => sessionStorage.setItem(KEYS.language, lang), undefined),
  getGroupId: () => decode(safe(() => sessionStorage.getItem(KEYS.groupId), null)),
  setGroupId: (id: number) => safe(() => sessionStorage.setItem(KEYS.groupId, encode(id)), undefined),
  getLockId: () => decode(safe(() => sessionStorage.getItem(KEYS.lockId), null)),
  setLockId: (id: number) => safe(() => sessionStorage.setItem(KEYS.lockId, encode(id)), undefined),
  clearIds: () =>
    safe(() => {
      sessionStorage.removeItem(KEYS.groupId);
      sessionStorage.removeItem(KEYS.lockId);
    }, undefined),
};

export const localStore = {
  getThemeColor: () => safe(() => localStorage.getItem(KEYS.themeColor), null),
  setThemeColor: (color: string) => safe(() => localStorage.setItem(KEYS.themeColor, color), undefined),
};
