// Where a measurement's CPU went, read from Linux's /proc: the app's server process (or bare Fastify for the
// floors), every local PostgreSQL process (backends, WAL writer, checkpointer: each process whose name is
// `postgres`), and this bench process, which runs autocannon. Divided by the requests answered, it says what one
// request costs each of them, and whether the machine was busy all along (then a route's rate is its cost per
// request, shared by the cores). Elsewhere than Linux, or with PostgreSQL on another machine, the parts it cannot
// read are null.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

type Reading = {
  /** CPU seconds so far of the server process, of the PostgreSQL processes, of this process. */
  server: number;
  postgres: number | null;
  bench: number;
  /** The machine's busy and total CPU seconds (all cores), from /proc/stat. */
  busy: number;
  total: number;
};

export type CpuUse = {
  /** Microseconds of CPU per answered request. */
  serverMicros: number;
  postgresMicros: number | null;
  benchMicros: number;
  /** Share of the machine's cores that were busy during the measurement (0–1). */
  busyShare: number;
};

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of a process in seconds and its name, from /proc/PID/stat (the name may hold spaces). */
function processTime(pid: string): { name: string; seconds: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    // Fields after the name start at the third (state); utime and stime are the 14th and 15th.
    const fields = stat.slice(close + 2).split(' ');
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / clockTicks() };
  } catch {
    return null;
  }
}

function read(serverPid: number): Reading | null {
  const server = processTime(String(serverPid));
  if (!server) {
    return null;
  }
  let postgres: number | null = null;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const time = processTime(pid);
    if (time?.name === 'postgres') {
      postgres = (postgres ?? 0) + time.seconds;
    }
  }
  const cpu =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const total = cpu.slice(0, 8).reduce((sum, value) => sum + value, 0) / clockTicks();
  const idle = ((cpu[3] ?? 0) + (cpu[4] ?? 0)) / clockTicks();
  const own = process.cpuUsage();
  return {
    server: server.seconds,
    postgres,
    bench: (own.user + own.system) / 1e6,
    busy: total - idle,
    total,
  };
}

/** Starts counting; the returned function, called when the measurement ends, gives the use per request. */
export function countCpu(serverPid: number | undefined): (requests: number) => CpuUse | null {
  const before = serverPid === undefined || process.platform !== 'linux' ? null : read(serverPid);
  return (requests) => {
    const after = before && serverPid !== undefined ? read(serverPid) : null;
    if (!before || !after || requests <= 0) {
      return null;
    }
    const per = (seconds: number) => Math.round((seconds * 1e6) / requests);
    return {
      serverMicros: per(after.server - before.server),
      postgresMicros:
        before.postgres === null || after.postgres === null ? null : per(after.postgres - before.postgres),
      benchMicros: per(after.bench - before.bench),
      busyShare: (after.busy - before.busy) / Math.max(1e-9, after.total - before.total),
    };
  };
}
