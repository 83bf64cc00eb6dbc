// One TableScreen frame as plain text, the way renderToString draws it at a given terminal size.
// The defaults are the everyday table: 80×24, nothing open, no status, a recorded match.
import { renderToString } from 'ink';
import { INITIAL_UI, TableScreen, type CoachLine, type UiState } from '../../src/ui/components/TableScreen.js';
import type { TableModel } from '../../src/ui/model.js';
import { plain } from './fixtures.js';

export interface ScreenOptions {
  readonly cols?: number;
  readonly rows?: number;
  readonly ui?: UiState;
  readonly status?: string;
  readonly recording?: boolean;
  readonly canPlayAgain?: boolean;
  /** Live play's `h` hint key in the footer. */
  readonly hints?: boolean;
  /** `cardtable learn`: the sentence under the prompt, and the lesson's footer. */
  readonly coach?: CoachLine | null;
  readonly learn?: boolean;
}

/** `n` lines of `lines` from the first that starts with `start` (a table on screen, from its header row). */
export function linesFrom(lines: readonly string[], start: string, n: number): string[] {
  const at = lines.findIndex((l) => l.startsWith(start));
  return lines.slice(at, at + n);
}

export function screenText(model: TableModel, options: ScreenOptions = {}): string {
  const {
    cols = 80,
    rows = 24,
    ui = INITIAL_UI,
    status = '',
    recording = true,
    canPlayAgain = true,
    hints = false,
    coach,
    learn,
  } = options;
  return plain(
    renderToString(
      <TableScreen
        model={model}
        ui={ui}
        cols={cols}
        rows={rows}
        status={status}
        recording={recording}
        canPlayAgain={canPlayAgain}
        hints={hints}
        coach={coach}
        learn={learn}
      />,
      { columns: cols },
    ),
  );
}
