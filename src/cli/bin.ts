// The entry of the built `cardtable` (dist/cli.js): main.ts only defines the program, so that the
// command-line tests can run main() in their own process.
import { main } from './main.js';

await main(process.argv);
