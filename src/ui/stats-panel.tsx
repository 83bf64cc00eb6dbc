// The menu's Statistics: the figures of `cardtable stats` over the saved matches, read in the
// background (a spinner and "12 of 40 files" while they are), in a panel that scrolls.
import { Box, Text, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { safeText } from '../core/safe-text.js';
import { wrapLines } from '../core/wrap.js';
import { Spinner } from './components/Spinner.js';
import type { KeyInfo } from './key-chunks.js';

/** The figures as `cardtable stats` prints them, and the files left out (each with why). */
export interface StatsShown {
  readonly text: string;
  readonly skipped: readonly string[];
}

/**
 * Reads the saved matches (the command line hands it down: the menu knows no history reader).
 * Reports `done` of `of` files as it goes; null when `signal` stopped it.
 */
export type StatsLoader = (progress: (done: number, of: number) => void, signal: AbortSignal) => Promise<StatsShown | null>;

export type StatsView =
  | { readonly kind: 'reading'; readonly done: number; readonly of: number }
  | { readonly kind: 'ready'; readonly lines: readonly string[] }
  | { readonly kind: 'failed'; readonly reason: string };

/** The panel's lines: the figures, then a line for the files left out. */
export function statsLines(shown: StatsShown, width: number): string[] {
  // Names come from the history files: shown as text, never as terminal commands (as printOut does).
  const body = shown.text.trimEnd().split('\n').map(safeText);
  const left =
    shown.skipped.length === 0
      ? []
      : ['', `${shown.skipped.length} ${shown.skipped.length === 1 ? 'file was' : 'files were'} left out (\`cardtable stats\` says why).`];
  return wrapLines([...body, ...left], width);
}

/** Pure: a key on the panel. `close`: back to the menu. */
export function statsKey(offset: number, lines: number, body: number, input: string, key: KeyInfo): { offset: number; close?: true } {
  if (key.escape || input === 'q' || key.return) return { offset, close: true };
  const max = Math.max(0, lines - body);
  const clamp = (n: number) => Math.max(0, Math.min(max, n));
  if (key.upArrow || input === 'k') return { offset: clamp(offset - 1) };
  if (key.downArrow || input === 'j') return { offset: clamp(offset + 1) };
  if (key.pageUp || key.leftArrow) return { offset: clamp(offset - body) };
  if (key.pageDown || key.rightArrow || input === ' ') return { offset: clamp(offset + body) };
  if (key.home) return { offset: 0 };
  if (key.end) return { offset: max };
  return { offset };
}

/** The figures read in the background for `cols` columns: the reading's progress, then the lines or why not. */
function useStatsView(load: StatsLoader, cols: number): StatsView {
  const [view, setView] = useState<StatsView>({ kind: 'reading', done: 0, of: 0 });
  useEffect(() => {
    const ctl = new AbortController();
    load((done, of) => {
      if (!ctl.signal.aborted) setView({ kind: 'reading', done, of });
    }, ctl.signal).then(
      (shown) => {
        if (shown && !ctl.signal.aborted) setView({ kind: 'ready', lines: statsLines(shown, cols - 2) });
      },
      (e: unknown) => {
        if (!ctl.signal.aborted) setView({ kind: 'failed', reason: (e as Error)?.message ?? String(e) });
      },
    );
    return () => ctl.abort();
  }, [load, cols]);
  return view;
}

/** The panel's middle: a spinner while reading, the reason it failed, or the lines scrolled to `offset`. */
function StatsBody({
  view,
  shown,
  offset,
  ascii,
}: {
  readonly view: StatsView;
  readonly shown: readonly string[];
  readonly offset: number;
  readonly ascii: boolean;
}) {
  if (view.kind === 'reading')
    return (
      <Text>
        <Spinner ascii={ascii} /> Reading the saved matches…{view.of > 0 ? ` ${view.done} of ${view.of} files` : ''}
      </Text>
    );
  if (view.kind === 'failed')
    return (
      <Text color="red" wrap="wrap">
        ✗ {view.reason}
      </Text>
    );
  return (
    <>
      {shown.map((l, i) => (
        <Text key={offset + i} wrap="truncate">
          {l || ' '}
        </Text>
      ))}
    </>
  );
}

export function StatsPanel({
  load,
  onClose,
  cols,
  height,
  ascii = false,
  active = true,
}: {
  readonly load: StatsLoader;
  readonly onClose: () => void;
  readonly cols: number;
  readonly height: number;
  readonly ascii?: boolean;
  readonly active?: boolean;
}) {
  const view = useStatsView(load, cols);
  const [offset, setOffset] = useState(0);
  const body = Math.max(3, height - 4);
  const lines = view.kind === 'ready' ? view.lines : [];
  // A key can arrive before the handler is subscribed again after a render: read the latest lines
  // and offset through a ref, as the menu does.
  const latest = useRef({ offset, lines: lines.length });
  latest.current = { offset, lines: lines.length };
  useInput(
    (input, key) => {
      const now = latest.current;
      const r = statsKey(now.offset, now.lines, body, input, key);
      if (r.close) onClose();
      else if (r.offset !== now.offset) {
        latest.current = { ...now, offset: r.offset };
        setOffset(r.offset);
      }
    },
    { isActive: active },
  );
  const shown = lines.slice(offset, offset + body);
  return (
    <Box flexDirection="column" width={cols}>
      <Text bold color="green">
        cardtable — statistics of your saved matches
      </Text>
      <Text> </Text>
      <Box flexDirection="column" height={body}>
        <StatsBody view={view} shown={shown} offset={offset} ascii={ascii} />
      </Box>
      <Text dimColor wrap="truncate">
        {view.kind === 'ready' && lines.length > body
          ? `lines ${offset + 1}–${offset + shown.length} of ${lines.length} · ↑/↓ PgUp/PgDn scroll · `
          : ''}
        Esc back to the menu · the same figures: cardtable stats
      </Text>
    </Box>
  );
}
