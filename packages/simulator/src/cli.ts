// npm run simulator -- up [options]: brings up N gateways × M locks against a running server and offers a small
// console to use them (keypad, card reader, button, QR scanner, key fobs, wireless keypads, fingerprint, face and palm
// vein sensors, range, faults, desk fingerprint readers). `npm run simulator -- reader [1|2]`: only the desk
// fingerprint readers, no server needed.
// Developer tool: plain English output.
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { consoleClient } from './console-client';
import { Fleet } from './fleet';
import { PHONE_HELP, runPhoneCommand } from './phone-commands';
import { ENCODER_HELP, runEncoderCommand, tapCard } from './encoder-commands';
import { ACCESSORY_HELP, listAccessories, runAccessoryCommand, scanQr } from './accessory-commands';
import { BIOMETRIC_HELP, listBiometrics, runEnrolCommand, runSensorCommand } from './biometric-commands';
import { EVENT_HELP, runEventCommand, typePin } from './event-commands';
import { READER_HELP, readerConsole, runReaderCommand, type Readers } from './reader-commands';
import { SimEncoder } from './sim-encoder';
import type { Fault } from './sim-gateway';
import { SimPhone } from './sim-phone';
import type { SimLock } from './sim-lock';

const HELP = `Usage: npm run simulator -- up [options]
       npm run simulator -- reader [1|2]   only the desk fingerprint readers (no server): see "reader" below

  --server URL        console address (default http://127.0.0.1:3000)
  --token TOKEN       an access token of the owner account, or
  --account A --password P   log in with these
  --gateways N        gateways to create (default 2)      --locks M   locks per gateway (default 3)
  --parking N         the last lock of each of the first N gateways is a parking lock (default 0)
  --add-locks         add every nearby lock to the account right away
  --state FILE        remember the fleet here and resume it next time (default ./data/simulator.json)
  --scan-ms MS        scan / record re-upload interval (default 10000)
  --no-console        no interactive console (run until Ctrl+C)
  --encoder-port N    a simulated card encoder on 127.0.0.1:N (default 17291; 0 = none)

Console commands (a lock is its number in "list" or its MAC; a gateway likewise):
  list | pin <lock> <code> | card <lock> <number> | button <lock> | add-pin <lock> <code> | add-card <lock> <number>
  pinlock <lock> <code>   a code and the keypad's lock key: locks an open door (record 34)
  cards <lock>        the cards the lock holds (entry id or "added at lock", validity) and its blacklist
  range <lock> in|out|mute | autolock <lock> <seconds> | battery <lock> <0-100> | records <lock>
  clock <lock> [ISO time, e.g. 2026-11-22T09:00Z]   (show or set the lock's own clock)
  fault <gw> none|drop|reject|busy|delay <ms> | kill <gw> | revive <gw> | offline <gw> | unlock <lockId> | quit

${PHONE_HELP}

${ENCODER_HELP}

${ACCESSORY_HELP}

${EVENT_HELP}

${BIOMETRIC_HELP}

${READER_HELP}`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      server: { type: 'string', default: 'http://127.0.0.1:3000' },
      token: { type: 'string' },
      account: { type: 'string' },
      password: { type: 'string' },
      gateways: { type: 'string', default: '2' },
      locks: { type: 'string', default: '3' },
      parking: { type: 'string', default: '0' },
      'add-locks': { type: 'boolean', default: false },
      state: { type: 'string', default: path.resolve('data/simulator.json') },
      'scan-ms': { type: 'string', default: '10000' },
      'no-console': { type: 'boolean', default: false },
      'encoder-port': { type: 'string', default: '17291' },
      help: { type: 'boolean', default: false },
    },
  });
  if (!values.help && positionals[0] === 'reader') return readerConsole(positionals.slice(1));
  if (values.help || positionals[0] !== 'up') {
    console.log(HELP);
    process.exit(values.help ? 0 : 2);
  }
  const api = consoleClient({ serverUrl: values.server, token: values.token });
  if (!values.token && values.account && values.password) await api.login(values.account, values.password);
  const scanMs = Number(values['scan-ms']);
  const saved = Fleet.load(values.state);
  let fleet: Fleet;
  if (saved && saved.serverUrl === values.server) {
    fleet = await Fleet.resume(saved, { scanMs });
    console.log(`Resumed ${fleet.gateways.length} gateways and ${fleet.locks.length} locks from ${values.state}`);
  } else {
    if (!api.token) throw new Error('give --token, or --account and --password, to pair new gateways');
    fleet = await Fleet.start({
      serverUrl: values.server,
      gateways: Number(values.gateways),
      locksPerGateway: Number(values.locks),
      parkingLocks: Number(values.parking),
      pairingCode: api.pairingCode,
      scanMs,
    });
    console.log(`Paired ${fleet.gateways.length} gateways with ${fleet.locks.length} locks`);
  }
  const save = () => fleet.save(values.state);
  save();
  if (values['add-locks'] && api.token) {
    await new Promise((r) => setTimeout(r, 1000));
    for (const lock of fleet.locks.filter((l) => !l.initialized)) {
      const r = await api.initLock(lock.mac);
      console.log(`${lock.mac}: ${r.errorCode === 0 ? `added as lock ${r.data.lockId}` : r.errorMsg}`);
    }
    save();
  }
  const encoderPort = Number(values['encoder-port']);
  const encoder = encoderPort > 0 ? new SimEncoder() : undefined;
  if (encoder) {
    await encoder.start(encoderPort);
    console.log(`Card encoder on ws://127.0.0.1:${encoderPort}/encoder`);
  }
  const readers: Readers = {};
  const stop = async () => {
    save();
    await encoder?.close();
    for (const r of Object.values(readers)) await r.close();
    await fleet.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (values['no-console']) return;

  // One key holder's phone; a stable device id per machine, so an account needs the new-device code only once.
  const phone = new SimPhone({ serverUrl: values.server, deviceId: `sim-phone-${os.hostname()}` });
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, prompt: 'sim> ' });
  const out = (s: string) => console.log(s);
  rl.prompt();
  rl.on('line', (line) => {
    void run(line.trim().split(/\s+/))
      .catch((e: Error) => out(`error: ${e.message}`))
      .finally(() => (save(), rl.prompt()));
  });
  rl.on('close', () => void stop());

  async function run([cmd, a = '', b = '', c = '', ...more]: string[]) {
    const lock = () => fleet.lock(a) ?? raise(`no lock ${a}`);
    const gw = () => fleet.gateway(a) ?? raise(`no gateway ${a}`);
    switch (cmd) {
      case '':
        return;
      case 'help':
        return out(HELP);
      case 'list':
        fleet.gateways.forEach((g, i) =>
          out(`gw ${i + 1}  ${g.mac}  id ${g.gatewayId}  ${g.connected ? 'online' : 'offline'}  fault ${g.fault.kind}`),
        );
        fleet.locks.forEach((l, i) =>
          out(
            `lock ${i + 1}  ${l.mac}  ${l.model}${l.doorSensor ? ` door ${l.doorOpen ? 'open' : 'closed'}` : ''}  ${l.initialized ? `lockId ${l.lockId}` : 'uninitialized'}  ${l.parkingLock ? (l.lockStatus === 1 ? 'lowered' : 'raised') : l.lockStatus === 1 ? 'unlocked' : 'locked'}  battery ${l.battery}%  ${l.outOfRange ? 'OUT OF RANGE' : l.unresponsive ? 'NOT ANSWERING' : ''}  pending records ${l.pendingRecords(500).length}`,
          ),
        );
        return;
      case 'pin':
        return typePin(lock(), b, out);
      case 'pinlock':
        return out(lock().lockWithPasscode(b) ? 'locked' : lock().keypadLocked ? 'keypad locked' : 'refused');
      case 'door':
      case 'tamper':
      case 'key':
      case 'inside':
      case 'wristband':
      case 'raise':
      case 'lower':
      case 'car':
        return runEventCommand(cmd, lock(), [b], out);
      case 'card':
        return out(lock().presentCard(b) ? (lock().lockStatus === 1 ? 'unlocked' : 'locked') : 'refused');
      case 'cards':
        return printCards(lock(), out);
      case 'button':
        lock().pressButton();
        return out(lock().lockStatus === 1 ? 'unlocked' : 'locked');
      case 'add-pin':
        lock().addPasscode(b);
        return out(`passcodes: ${lock().passcodeCount}`);
      case 'add-card':
        lock().addCard(b);
        return out(`cards: ${lock().cardCount}`);
      case 'range': {
        // mute: still heard in the gateways' scans but answering no command (a jammed radio, a battery about to go).
        if (b !== 'in' && b !== 'out' && b !== 'mute') raise('range <lock> in|out|mute');
        lock().outOfRange = b === 'out';
        lock().unresponsive = b === 'mute';
        return out(
          b === 'mute' ? 'lock is in range but not answering' : `lock is ${b === 'out' ? 'out of' : 'in'} range`,
        );
      }
      case 'autolock':
        lock().autoLockSeconds = Number(b);
        return out(`auto-lock ${b} s`);
      case 'battery':
        lock().battery = Number(b);
        return out(`battery ${b}%`);
      case 'clock':
        if (b) lock().setClock(Date.parse(b) || raise(`not a time: ${b}`));
        return out(
          `lock time ${new Date(lock().lockTime()).toISOString()} (timezone offset ${lock().timezoneOffsetMs / 60000} min)`,
        );
      case 'records':
        for (const r of lock().bufferedRecords().slice(-20)) out(JSON.stringify(r));
        return;
      case 'fault': {
        const f: Fault = b === 'delay' ? { kind: 'delay', ms: Number(c) || 3000 } : ({ kind: b || 'none' } as Fault);
        gw().fault = f;
        return out(`fault ${f.kind}`);
      }
      case 'kill':
        gw().kill();
        return out('gateway killed (last will)');
      case 'offline':
        await gw().disconnect();
        return out('gateway disconnected cleanly');
      case 'revive':
        await gw().connect();
        return out('gateway connected');
      case 'unlock': {
        const r = await api.unlock(Number(a));
        return out(r.errorCode === 0 ? 'unlocked remotely' : r.errorMsg);
      }
      case 'enc':
        return runEncoderCommand(encoder, [a, b], out);
      case 'tap':
        return tapCard(encoder, lock(), out);
      case 'reader':
        return runReaderCommand(readers, [a, b, c, ...more].filter(Boolean), out);
      case 'qr':
        return scanQr(lock(), b, out);
      case 'fob':
      case 'keypad':
        return runAccessoryCommand(cmd === 'fob' ? 'keyfob' : 'keypad', lock(), [b, c, ...more], out);
      case 'fobs':
        return listAccessories(lock(), out);
      case 'finger':
      case 'palm':
      case 'face':
        return runSensorCommand(cmd, lock(), [b, c, ...more].filter(Boolean), out);
      case 'fingers':
        return listBiometrics(lock(), out);
      case 'enrol':
        return runEnrolCommand(lock(), [b], out);
      case 'phone':
        return runPhoneCommand(phone, [a, b, c, ...more].filter(Boolean), (ref) => fleet.lock(ref), out);
      case 'quit':
      case 'exit':
        return stop();
      default:
        out(`unknown command ${cmd}; try help`);
    }
  }
}

/** The `cards` console command: each held card with its entry id and validity, then the blacklist. */
function printCards(lock: SimLock, out: (s: string) => void) {
  const { entries, blacklist = [] } = lock.credentials.kinds.card.list();
  const time = (ms: number) => new Date(ms).toISOString();
  for (const e of entries) {
    const v = e.endDate
      ? `${time(e.startDate)} – ${time(e.endDate)}`
      : e.startDate
        ? `from ${time(e.startDate)}`
        : 'permanent';
    const days = e.cycle?.map((p) => `day ${p.weekDay} ${p.startMinute}–${p.endMinute} min`).join(', ');
    out(`${e.number}  ${e.credentialId ? `entry ${e.credentialId}` : 'added at lock'}  ${v}${days ? `  ${days}` : ''}`);
  }
  out(`${entries.length} cards; blacklist: ${blacklist.length ? blacklist.join(' ') : 'empty'}`);
}

function raise(msg: string): never {
  throw new Error(msg);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
