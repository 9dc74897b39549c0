import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ServerPauses } from './pause-meter';

/** One member of a room as the load sees it: where to connect and what to say the room is. */
export type Seat = { url: string; uniquecode: string; username: string };

export type LoadOptions = { rate: number; bytes: number };

/** What one load process counted; times in milliseconds since the epoch, so processes add up. */
export type LoadTally = { sent: number; delivered: number; confirmed: number; errors: number; latencies: number[]; startedAt: number; lastDeliveryAt: number };

export type LoadCommand =
  | { type: 'connect'; seats: Seat[]; readyType: string }
  | { type: 'load'; seconds: number; runId: string; options: LoadOptions }
  | { type: 'close' };

export type LoadReport =
  | { type: 'connected'; sockets: number }
  | { type: 'loaded'; tally: LoadTally; pauses: ServerPauses }
  | { type: 'closed' };

/** The whole load: every process's tally added up, and the longest stall of any load process. */
export type LoadResult = { tally: LoadTally; generatorLoopDelayMaxMs: number; generatorLoopDelayP99Ms: number };

const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'chat-load.ts');

function answer<T extends LoadReport['type']>(child: ChildProcess, type: T, command: LoadCommand): Promise<Extract<LoadReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (report: LoadReport) => {
      if (report.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(report as Extract<LoadReport, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`a chat load process exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(command);
  });
}

function added(tallies: LoadTally[]): LoadTally {
  return {
    sent: tallies.reduce((sum, tally) => sum + tally.sent, 0),
    delivered: tallies.reduce((sum, tally) => sum + tally.delivered, 0),
    confirmed: tallies.reduce((sum, tally) => sum + tally.confirmed, 0),
    errors: tallies.reduce((sum, tally) => sum + tally.errors, 0),
    latencies: tallies.flatMap((tally) => tally.latencies),
    startedAt: Math.min(...tallies.map((tally) => tally.startedAt)),
    lastDeliveryAt: Math.max(...tallies.map((tally) => tally.lastDeliveryAt)),
  };
}

/**
 * Opens the seats' sockets from `processes` load processes, whole rooms to each (seats come in room order,
 * two a room), and resolves once every socket has heard `readyType`.
 */
export async function openLoad(seats: Seat[], readyType: string, processes: number) {
  const rooms = seats.length / 2;
  const children = Array.from({ length: processes }, () => fork(script, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }));
  const connected = await Promise.all(
    children.map((child, index) => {
      const [from, to] = [Math.floor((rooms * index) / processes) * 2, Math.floor((rooms * (index + 1)) / processes) * 2];
      return answer(child, 'connected', { type: 'connect', seats: seats.slice(from, to), readyType });
    }),
  );
  return {
    /** Sockets the load processes opened and heard `readyType` on. */
    sockets: connected.reduce((sum, report) => sum + report.sockets, 0),
    async run(seconds: number, options: LoadOptions): Promise<LoadResult> {
      const runId = `${seconds}-${Math.random().toString(36).slice(2, 8)}`;
      const reports = await Promise.all(children.map((child) => answer(child, 'loaded', { type: 'load', seconds, runId, options })));
      return {
        tally: added(reports.map((report) => report.tally)),
        generatorLoopDelayMaxMs: Math.max(...reports.map((report) => report.pauses.loopDelayMs.max)),
        generatorLoopDelayP99Ms: Math.max(...reports.map((report) => report.pauses.loopDelayMs.p99)),
      };
    },
    async close(): Promise<void> {
      await Promise.all(children.map((child) => answer(child, 'closed', { type: 'close' })));
    },
  };
}
