import { RESELLER_MAX_COMMISSION_BASIS_POINTS } from '@roteiro/domain/distribution/octo';
import { loadConfigOrExit } from '../../config.ts';
import { openDatabaseForCommand } from '../../db/cli-database.ts';
import { createLogger } from '../../logger.ts';
import { createReseller, createResellerKey } from './resellers.service.ts';

// `npm run reseller -- create "<name>" [--commission <percent>]`: a reseller that may sell every bookable activity,
// and its API key, printed once (only its digest is stored). An embedded database must never be opened by two
// processes: with the server running, this stops at once (stop the server first); PostgreSQL runs beside it.
const USAGE = 'usage: npm run reseller -- create "<name>" [--commission <percent, 0 to 30>]';
const args = process.argv.slice(2);
const config = loadConfigOrExit();
const log = createLogger(config.logLevel);

const [command, name] = args;
const commissionAt = args.indexOf('--commission');
const percent = commissionAt >= 0 ? Number(args[commissionAt + 1]) : 0;
const basisPoints = Math.round(percent * 100);
if (
  command !== 'create' ||
  !name?.trim() ||
  name.trim().length > 120 ||
  !Number.isFinite(percent) ||
  basisPoints < 0 ||
  basisPoints > RESELLER_MAX_COMMISSION_BASIS_POINTS
) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const database = await openDatabaseForCommand(config, log);
try {
  const reseller = await createReseller(database.db, {
    name: name.trim(),
    commissionBasisPoints: basisPoints,
    sellsEveryProduct: true,
    activityIds: [],
  });
  const key = await createResellerKey(database.db, reseller.id);
  process.stdout.write(
    `Reseller "${reseller.name}" created (id ${reseller.id}, commission ${percent} %, sells every bookable product).\n` +
      `Its API key, shown this once (send it as "Authorization: Bearer <key>" to /octo):\n${key.key}\n`,
  );
} finally {
  await database.close();
}
