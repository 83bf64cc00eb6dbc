// Helpers for table tests: reading rendered frames, answering the table's questions.
import type { TableModel } from '../../src/ui/model.js';

/** Strips ANSI escapes from a frame. */
export function plain(frame: string | undefined): string {
  return (frame ?? '').replace(/\u001B\[[0-9;?]*[ -/]*[@-~]/g, '');
}

/** One of the prompt's actions: it varies with the position, so a match goes past its first choices. */
export function someAction(m: TableModel): unknown {
  const p = m.decision!.prompt;
  const all =
    p.kind === 'cards'
      ? p.playable.map((c) => c.action)
      : p.kind === 'choice'
        ? p.options.map((o) => o.action)
        : p.kind === 'ladder'
          ? p.rungs.map((r) => r.action)
          : [p.actionFor(p.min)];
  return all[JSON.stringify(m.view).length % all.length];
}
