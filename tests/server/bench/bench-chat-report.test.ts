import { describe, expect, it } from 'vitest';
import type { LoadTally } from '../../../scripts/bench/chat-load-pool';
import { chatOptions, openFilesShortfall, parseOpenFileLimit } from '../../../scripts/bench/chat-options';
import { goalLines, latenciesOf, memoryLine, memoryPerSocket, type Row } from '../../../scripts/bench/chat-report';
import type { ServerPauses } from '../../../scripts/bench/pause-meter';

describe('the chat benchmark’s shapes', () => {
  it('keeps chat at 2,000 sockets, a message a second, 30 s, and makes chat-10k 10,000 sockets, a message every 5 s, 60 s', () => {
    expect(chatOptions('chat', [])).toEqual({ sockets: 2000, rooms: 1000, rate: 1, bytes: 64, durationSeconds: 30, loadProcesses: 1 });
    expect(chatOptions('chat-10k', [])).toEqual({ sockets: 10_000, rooms: 5000, rate: 0.2, bytes: 64, durationSeconds: 60, loadProcesses: 2 });
  });

  it('takes the flags over the preset, sockets in whole rooms, and refuses what is not a positive number', () => {
    const options = chatOptions('chat-10k', ['chat-10k', '--sockets=301', '--duration=5', '--rate=0.5', '--load-processes=3']);
    expect(options).toMatchObject({ sockets: 302, rooms: 151, durationSeconds: 5, rate: 0.5, loadProcesses: 3 });
    expect(() => chatOptions('chat', ['--duration=soon'])).toThrow('--duration must be a positive number');
    expect(() => chatOptions('chat', ['--rate=0'])).toThrow('--rate must be a positive number');
  });
});

describe('the open-file limit', () => {
  it('reads ulimit -n', () => {
    expect(parseOpenFileLimit('1024\n')).toBe(1024);
    expect(parseOpenFileLimit('unlimited\n')).toBe(Number.POSITIVE_INFINITY);
    expect(() => parseOpenFileLimit('')).toThrow('ulimit -n answered');
  });

  it('lets 10,000 sockets through under 20,000 files and says how to go on under 1,024', () => {
    const options = chatOptions('chat-10k', []);
    expect(openFilesShortfall(options, 20_000)).toBeUndefined();
    expect(openFilesShortfall(options, Number.POSITIVE_INFINITY)).toBeUndefined();
    const shortfall = openFilesShortfall(options, 1024);
    expect(shortfall).toContain('10,000 sockets in one server process need about 10,256 open files, and a process here may open 1,024');
    expect(shortfall).toContain('ulimit -Hn 20512');
    expect(shortfall).toContain('--sockets=768');
  });
});

const noPauses: ServerPauses = {
  loopDelayMs: { p50: 0, p99: 0, max: 0 },
  gc: { minor: { count: 0, totalMs: 0, maxMs: 0 }, major: { count: 0, totalMs: 0, maxMs: 0 }, incremental: { count: 0, totalMs: 0, maxMs: 0 }, weak: { count: 0, totalMs: 0, maxMs: 0 } },
  cpuMs: 0,
};

function row(name: string, tally: Partial<LoadTally>, memory: Row['memory'] = { before: { rss: 0, heapUsed: 0 }, after: { rss: 0, heapUsed: 0 } }): Row {
  const full: LoadTally = { sent: 100, delivered: 100, confirmed: 100, errors: 0, latencies: [], startedAt: 0, lastDeliveryAt: 10_000, ...tally };
  return { name, sockets: 1000, load: { tally: full, generatorLoopDelayMaxMs: 0, generatorLoopDelayP99Ms: 0 }, memory, pauses: noPauses };
}

describe('the chat benchmark’s report', () => {
  // 1..100 ms, shuffled: the percentiles must not depend on the order of arrival.
  const latencies = Array.from({ length: 100 }, (_, index) => ((index * 37) % 100) + 1);

  it('gives p50, p95 and p99 of the send-to-receipt times', () => {
    expect(latenciesOf(row('app', { latencies }).load.tally)).toEqual({ p50: 51, p95: 96, p99: 100 });
  });

  it('prints the memory before and after connecting and its share a socket', () => {
    const measured = row('app /ws/chat', {}, { before: { rss: 100 * 2 ** 20, heapUsed: 20 * 2 ** 20 }, after: { rss: 120 * 2 ** 20, heapUsed: 30 * 2 ** 20 } });
    expect(memoryPerSocket(measured)).toEqual({ rss: 20_971.52, heapUsed: 10_485.76 });
    expect(memoryLine(measured)).toBe('app /ws/chat: rss 100.0 MB -> 120.0 MB, heap 20.0 MB -> 30.0 MB for 1,000 sockets: 20.5 KB resident and 10.2 KB heap a socket');
  });

  it('counts a message that never arrived as lost and a p99 at the goal as not met', () => {
    const app = row('app', { sent: 100, delivered: 99, confirmed: 100, latencies: Array.from({ length: 99 }, () => 50) });
    const lines = goalLines(app, row('bare', {}), { p99Ms: 50, bareShare: 0.5 });
    expect(lines[0]).toBe('no loss: 1 of 100 lost, 0 unconfirmed, 0 errors: NOT MET');
    expect(lines[1]).toBe('p99 send to receipt 50.0 ms (goal < 50 ms): NOT MET');
    expect(lines[2]).toBe("delivered 99.0% of the bare relay's messages a second (goal >= 50%): met");
  });
});
