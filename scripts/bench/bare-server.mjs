// The yardstick: a bare Fastify 5 hello-world, in its own process like the app. With BENCH_FLOOR_DATABASE_URL it
// also serves the floors: bare Fastify making one PostgreSQL read or one committed write through `pg`, with the
// app's pool size and prepared statements, and nothing else (no app code, no session, no input). No route of the
// app that reads or writes can be faster than its floor on the same machine.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const floorUrl = process.env.BENCH_FLOOR_DATABASE_URL;
/** Rows the write floor updates, one picked at random per request (so no two requests wait on one row's lock). */
const FLOOR_ROWS = 10_000;
if (floorUrl) {
  const pool = new pg.Pool({ connectionString: floorUrl, max: 10 });
  await pool.query(`
    create table if not exists "bench_floor" ("id" int primary key, "n" bigint not null default 0);
    insert into "bench_floor" ("id") select generate_series(1, ${FLOOR_ROWS}) on conflict do nothing;
  `);
  app.get('/floor/read', async () => {
    const { rows } = await pool.query({ name: 'floor-read', text: 'select $1::int as "n"', values: [1] });
    return { n: rows[0].n };
  });
  app.post('/floor/write', async () => {
    const id = 1 + Math.floor(Math.random() * FLOOR_ROWS);
    const { rows } = await pool.query({
      name: 'floor-write',
      text: 'update "bench_floor" set "n" = "n" + 1 where "id" = $1 returning "n"',
      values: [id],
    });
    return { n: Number(rows[0].n) };
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
