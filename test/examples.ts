// Where the independent reference histories live: a team folder beside the repository, not part of it.
// A clone without it still passes `npm test`; tests of those histories are then reported as skipped.
// CARDTABLE_EXAMPLES moves the folder (set it to a missing path to run as a bare clone would).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const EXAMPLES = process.env['CARDTABLE_EXAMPLES'] ?? fileURLToPath(new URL('../../shared/spec/examples', import.meta.url));
export const HAVE_EXAMPLES = existsSync(EXAMPLES);

// The repository's own histories, recorded by this program.
export const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));
/** A finished 4-player classic match: `sim lupfen --seats bot:random×4 --seed fx4 --deals 12 --matches 1`. */
export const CLASSIC_4P = fileURLToPath(new URL('./fixtures/lupfen-classic-4p.jsonl', import.meta.url));
