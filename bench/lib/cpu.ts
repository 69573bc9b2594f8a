import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const HZ = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
function cpuOfPid(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / HZ;
  } catch {
    return 0;
  }
}

function commOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The machine's busy CPU seconds so far, every core (from /proc/stat: all but idle and iowait). */
function machineBusy(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / HZ;
}

export interface CpuSnapshot {
  server: number;
  database: number;
  machine: number;
}

/** Where the CPU goes: the API server's process, PostgreSQL's processes, the whole machine. */
export function cpuSnapshot(serverPid: number): CpuSnapshot {
  const database = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p) && commOf(p) === 'postgres')
    .reduce((s, p) => s + cpuOfPid(Number(p)), 0);
  return { server: cpuOfPid(serverPid), database, machine: machineBusy() };
}

/** CPU milliseconds per sale between two snapshots; `rest` is the load generator and the kernel. */
export function cpuPerSale(before: CpuSnapshot, after: CpuSnapshot, sales: number) {
  const ms = (s: number) => (s * 1000) / sales;
  const server = ms(after.server - before.server);
  const database = ms(after.database - before.database);
  const machine = ms(after.machine - before.machine);
  return { server, database, rest: machine - server - database, machine };
}
