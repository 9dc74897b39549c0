import { spawnSync } from 'node:child_process';

/**
 * The chat fan-out benchmark's two shapes and the flags that change them. Sockets come in pairs, one room a
 * pair; `rate` is each socket's messages a second. PostgreSQL's p99 goal is twice SQLite's (the database
 * shares the two cores).
 *
 * - `chat`: 2,000 sockets, a message a second each, 30 s.
 * - `chat-10k`: 10,000 sockets in one server process, a message every 5 s each, 60 s (twelve messages a
 *   socket, two of the server's 30 s socket sweeps).
 */
export const CHAT_PRESETS = {
  chat: { sockets: 2000, rate: 1, durationSeconds: 30, loadProcesses: 1, p99Ms: 30 },
  'chat-10k': { sockets: 10_000, rate: 0.2, durationSeconds: 60, loadProcesses: 2, p99Ms: 50 },
} as const;

export type ChatBenchPart = keyof typeof CHAT_PRESETS;

export type ChatOptions = { sockets: number; rooms: number; rate: number; bytes: number; durationSeconds: number; loadProcesses: number };

const DEFAULT_BYTES = 64;

/** Descriptors a process needs beside its sockets: the database and its WAL, the listening socket, stdio, IPC. */
const OTHER_DESCRIPTORS = 256;

function flag(argv: readonly string[], name: string, fallback: number): number {
  const prefix = `--${name}=`;
  const value = argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
  const parsed = Number(value ?? fallback);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
  return parsed;
}

/** The part's preset with `--sockets=N --duration=S --rate=R --bytes=B --load-processes=N` applied. */
export function chatOptions(part: ChatBenchPart, argv: readonly string[]): ChatOptions {
  const preset = CHAT_PRESETS[part];
  const sockets = Math.max(2, Math.round(flag(argv, 'sockets', preset.sockets) / 2) * 2);
  return {
    sockets,
    rooms: sockets / 2,
    rate: flag(argv, 'rate', preset.rate),
    bytes: Math.round(flag(argv, 'bytes', DEFAULT_BYTES)),
    durationSeconds: flag(argv, 'duration', preset.durationSeconds),
    loadProcesses: Math.max(1, Math.round(flag(argv, 'load-processes', preset.loadProcesses))),
  };
}

/** `ulimit -n`'s answer: a count, or Infinity for "unlimited". */
export function parseOpenFileLimit(answer: string): number {
  const text = answer.trim();
  if (text === 'unlimited') return Number.POSITIVE_INFINITY;
  const limit = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(limit)) throw new Error(`ulimit -n answered ${JSON.stringify(answer)}`);
  return limit;
}

/**
 * Why the run cannot hold its sockets, or undefined when it can. The server holds every socket in one
 * process, so that process's limit decides.
 */
export function openFilesShortfall(options: ChatOptions, limit: number): string | undefined {
  const needed = options.sockets + OTHER_DESCRIPTORS;
  if (limit >= needed) return undefined;
  const count = (n: number) => n.toLocaleString('en');
  return `${count(options.sockets)} sockets in one server process need about ${count(needed)} open files, and a process here may open ${count(limit)}. `
    + `Node raises its soft limit to the hard one (ulimit -Hn) by itself, so the hard limit must be raised: as root, \`ulimit -Hn ${count(needed * 2).replace(/,/g, '')}\` `
    + `in the shell that runs the bench, or nofile in /etc/security/limits.conf. Or run fewer: --sockets=${Math.max(2, Math.floor((limit - OTHER_DESCRIPTORS) / 2) * 2)}.`;
}

/**
 * The open-file limit this process's children start with: Node has already raised its own soft limit to the
 * hard limit at start (as every forked server and load process does), and a shell inherits it.
 */
export function openFileLimit(): number | undefined {
  const answer = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  return answer.status === 0 ? parseOpenFileLimit(answer.stdout) : undefined;
}
