// The PUBLIC QR code page /q/<token> (issue 16): plain TypeScript and DOM, no React or antd (≤ 60 KB gzip). It asks
// GET /api/qrcode/show for the code to show now and shows the lock and QR code names, the code as a large image on
// white, its text below (for manual entry), and "New code in m:ss"; it asks again when the code changes (refreshAt)
// and when the tab becomes visible again. Not valid yet: "Valid from …"; outside its days and hours: "Not valid at
// this time. Next check …"; expired, deleted or a wrong link: only that the QR code is no longer valid.
import './qr-page.css';
import { fetchShow } from './qrPageApi';
import { holderLanguage, loadTexts, type Texts } from './qrPageTexts';
import {
  answerKind,
  countdownText,
  nextFetchDelay,
  skewFrom,
  tokenFromLocation,
  viewOf,
  type PageView,
} from './qrPageLogic';

const root = document.getElementById('app')!;
const RETRY_MS = 30_000;
const BUSY_MS = 120_000;

let texts: Texts;
let skew = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;
let lastFetch = 0;
let gone = false;

const now = () => Date.now() + skew;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

const timeText = (ms: number) =>
  new Intl.DateTimeFormat(texts.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));

function header(lock: string, name: string) {
  return el(
    'header',
    { class: 'qr-header' },
    el('p', { class: 'qr-lock', 'data-testid': 'qr-lock' }, texts.t('lock', { name: lock })),
    el('h1', { class: 'qr-name', 'data-testid': 'qr-name' }, name || texts.t('title')),
  );
}

function message(text: string, testId: string, extra?: string) {
  return el(
    'div',
    { class: 'qr-message', role: 'status', 'data-testid': testId },
    el('p', {}, text),
    ...(extra ? [el('p', { class: 'qr-sub' }, extra)] : []),
  );
}

function render(view: PageView) {
  clearInterval(ticker);
  const main = el('main', { class: 'qr-page', 'data-state': view.kind });
  if (view.kind === 'gone') {
    main.append(message(texts.t('noLongerValid'), 'qr-gone'));
  } else if (view.kind === 'notYetValid') {
    main.append(
      header(view.lock, view.name),
      message(texts.t('notYetValid'), 'qr-not-yet', texts.t('validFrom', { time: timeText(view.from) })),
    );
  } else if (view.kind === 'outsideCycle') {
    const next = view.next ?? view.refreshAt;
    main.append(
      header(view.lock, view.name),
      message(texts.t('outsideCycle'), 'qr-outside', next ? texts.t('nextCheck', { time: timeText(next) }) : undefined),
    );
  } else {
    const img = el('img', {
      class: 'qr-image',
      alt: texts.t('imageAlt'),
      'data-testid': 'qr-image',
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.svg)}`,
    });
    const countdown = el('p', { class: 'qr-countdown', 'aria-live': 'off', 'data-testid': 'qr-countdown' });
    const tick = () => {
      if (view.refreshAt === null) return;
      countdown.textContent = texts.t('newCodeIn', { time: countdownText(view.refreshAt - now()) });
    };
    tick();
    if (view.refreshAt !== null) ticker = setInterval(tick, 1000);
    main.append(
      header(view.lock, view.name),
      el('p', { class: 'qr-help' }, texts.t('show')),
      el('div', { class: 'qr-code' }, img),
      el('p', { class: 'qr-label' }, texts.t('manual')),
      el('code', { class: 'qr-content', 'data-testid': 'qr-content' }, view.content),
      countdown,
    );
  }
  root.replaceChildren(main);
}

function schedule(delay: number | null) {
  clearTimeout(timer);
  if (delay !== null) timer = setTimeout(() => void load(), delay);
}

async function load(token = tokenFromLocation(location.pathname, location.search), clockRetried = false) {
  if (gone) return;
  lastFetch = Date.now();
  if (!token) return finish({ kind: 'gone' });
  try {
    const answer = await fetchShow(token, texts.lang, skew);
    const kind = answerKind(answer.errorCode);
    if (kind === 'clock' && !clockRetried) {
      skew = skewFrom(answer.dateHeader, Date.now());
      return load(token, true);
    }
    skew = skewFrom(answer.dateHeader, Date.now()) || skew;
    if (kind === 'ok' && answer.data) {
      const view = viewOf(answer.data);
      render(view);
      return view.kind === 'gone' ? finish(view) : schedule(nextFetchDelay(view.refreshAt, now()));
    }
    if (kind === 'gone') return finish({ kind: 'gone' });
    showProblem(kind === 'busy' ? texts.t('busy') : texts.t('error'));
    schedule(kind === 'busy' ? BUSY_MS : RETRY_MS);
  } catch {
    showProblem(texts.t('error'));
    schedule(RETRY_MS);
  }
}

/** Expired or invalid: the message alone, and nothing more is asked. */
function finish(view: PageView) {
  gone = true;
  clearTimeout(timer);
  render(view);
}

/** A failed call keeps the last code on screen (it may still be good) with the problem above it. */
function showProblem(text: string) {
  const page = root.querySelector('main');
  if (!page || page.getAttribute('data-state') === 'loading') {
    root.replaceChildren(el('main', { class: 'qr-page', 'data-state': 'error' }, message(text, 'qr-error')));
    return;
  }
  page.querySelector('.qr-problem')?.remove();
  page.prepend(el('p', { class: 'qr-problem', role: 'alert' }, text));
}

async function start() {
  const lang = holderLanguage();
  document.documentElement.lang = lang;
  texts = await loadTexts(lang);
  document.title = texts.t('title');
  root.replaceChildren(
    el('main', { class: 'qr-page', 'data-state': 'loading' }, message(texts.t('loading'), 'qr-loading')),
  );
  document.addEventListener('visibilitychange', () => {
    // Timers sleep in a hidden tab: the code shown on return may be old, so ask at once (not twice a second).
    if (document.visibilityState === 'visible' && Date.now() - lastFetch > 1000) void load();
  });
  await load();
}

void start();
