/** `tsx post-insert-cost.ts FILE`: CPU of inserting a post (its indexes and triggers), each in its own commit, then removed. */
import SqliteDatabase from 'better-sqlite3';

const file = process.argv[2] ?? '';
const database = new SqliteDatabase(file);
database.pragma('journal_mode = WAL');
database.pragma('synchronous = NORMAL');
const columns = (database.prepare('select name from pragma_table_info(\'posts\') where name != \'id\'').all() as { name: string }[]).map((row) => `"${row.name}"`).join(', ');
const copy = database.prepare(`insert into posts (${columns}) select ${columns} from posts where id = ?`);
const top = (database.prepare('select max(id) as id from posts').get() as { id: number }).id;
const costs: number[] = [];
for (let turn = 0; turn < 400; turn += 1) {
  const started = process.cpuUsage();
  copy.run(1 + ((turn * 7919) % top));
  const used = process.cpuUsage(started);
  costs.push((used.user + used.system) / 1000);
}
database.prepare('delete from posts where id > ?').run(top);
costs.sort((a, b) => a - b);
const at = (share: number) => (costs[Math.floor(costs.length * share)] ?? 0).toFixed(3);
process.stdout.write(`post insert CPU: min ${at(0)} ms, p25 ${at(0.25)}, median ${at(0.5)}, p90 ${at(0.9)}\n`);
database.close();
