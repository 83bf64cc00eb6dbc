import { Box, Text } from 'ink';
import { hintParts, type HintView } from '../hint.js';
import { LADDER_PAGE, type Selection } from '../prompt.js';
import type { Prompt } from '../../contract/table.js';
import { ladderWindow, rungText } from '../ladder.js';
import { Spinner } from './Spinner.js';
import { glyphsFor } from '../glyphs.js';

/** How to pick from a ladder, said under it (with the number typed so far). */
function LADDER_KEYS(count: number, typed: string): string {
  const example = count >= 12 ? ' (12: 1 then 2)' : '';
  return `${typed ? `typed ${typed} · ` : ''}←/→ move · PgUp/PgDn ±${LADDER_PAGE} · type 1–${count}${example} · Enter confirm`;
}

export interface PromptLineProps {
  readonly prompt: Prompt<unknown> | null;
  readonly selection: Selection;
  /** Shown when there is nothing to decide, e.g. "Bot 2 is thinking…". */
  readonly status: string;
  readonly width: number;
  /** The `h` hint for this decision, shown on the second line instead of the prompt's own note. */
  readonly hint?: HintView | null;
  /** A bot is thinking: a spinner before the status. */
  readonly busy?: boolean;
  readonly ascii?: boolean;
  /** One line instead of the prompt's own second line: why a key did nothing (`u`). */
  readonly notice?: string;
}

/** The second line while a hint is asked for: a spinner, then the values. */
export function HintLine({ hint, width, ascii }: { readonly hint: HintView; readonly width: number; readonly ascii: boolean }) {
  if (hint.kind === 'thinking') {
    return (
      <Text wrap="truncate">
        <Text bold>Hint: </Text>
        <Spinner ascii={ascii} color="yellow" />
        <Text dimColor> the hard bot is playing your hand through many possible deals…</Text>
      </Text>
    );
  }
  if (hint.kind === 'none') {
    return (
      <Text wrap="truncate" dimColor>
        Hint: {hint.reason}
      </Text>
    );
  }
  return (
    <Text wrap="truncate">
      {hintParts(hint.hint, width, ascii).map((p, i) =>
        p.best ? (
          <Text key={i} bold color="green">
            {p.text}
          </Text>
        ) : p.dim ? (
          <Text key={i} dimColor>
            {p.text}
          </Text>
        ) : (
          <Text key={i} bold={i === 0}>
            {p.text}
          </Text>
        ),
      )}
    </Text>
  );
}

type PromptOf<K extends Prompt<unknown>['kind']> = Extract<Prompt<unknown>, { kind: K }>;

/** Nobody here decides: the status, after a spinner while a bot thinks. */
function StatusLine({
  status,
  width,
  busy,
  ascii,
}: {
  readonly status: string;
  readonly width: number;
  readonly busy: boolean;
  readonly ascii: boolean;
}) {
  return (
    <Box flexDirection="column" height={2} width={width}>
      <Text wrap="truncate">
        {busy ? (
          <>
            <Spinner ascii={ascii} />{' '}
          </>
        ) : null}
        {status}
      </Text>
      <Text> </Text>
    </Box>
  );
}

function CardsBody({ prompt, selection }: { readonly prompt: PromptOf<'cards'>; readonly selection: Selection }) {
  if (prompt.pick) {
    return (
      <Text dimColor>
        ←/→ move · Space mark · Enter confirm ({selection.chosen?.length ?? 0} of {prompt.pick.count} marked)
      </Text>
    );
  }
  return (
    <Box gap={2}>
      <Text dimColor>←/→ choose · Enter play</Text>
      {(prompt.calls ?? []).map((o) => (
        <Text key={o.key} bold>
          [{o.key}] {o.label}
        </Text>
      ))}
    </Box>
  );
}

function ChoiceBody({ prompt, selection }: { readonly prompt: PromptOf<'choice'>; readonly selection: Selection }) {
  return (
    <Box gap={2}>
      {prompt.options.map((o, i) => (
        <Text key={o.key} inverse={i === selection.index} bold={i === selection.index}>
          {i === selection.index ? '❯' : ' '}[{o.key}] {o.label}
        </Text>
      ))}
    </Box>
  );
}

function LadderBody({
  prompt,
  selection,
  width,
  ascii,
}: {
  readonly prompt: PromptOf<'ladder'>;
  readonly selection: Selection;
  readonly width: number;
  readonly ascii: boolean;
}) {
  // The question takes its own width first; the rungs scroll in what is left.
  const win = ladderWindow(prompt.rungs, selection.index, Math.max(20, width - prompt.question.length - 2), ascii);
  return (
    <Box gap={2}>
      {win.before ? <Text dimColor>{win.before}</Text> : null}
      {prompt.rungs.slice(win.from, win.to).map((r, k) => {
        const i = win.from + k;
        return (
          <Text key={i} inverse={i === selection.index} bold={i === selection.index}>
            {i === selection.index ? glyphsFor({ ascii }).pointer : ' '}
            {rungText(r, i)}
          </Text>
        );
      })}
      {win.after ? <Text dimColor>{win.after}</Text> : null}
    </Box>
  );
}

function AmountBody({ selection }: { readonly selection: Selection }) {
  return (
    <Box gap={1}>
      <Text>◀</Text>
      <Text inverse bold>
        {' '}
        {selection.index}{' '}
      </Text>
      <Text>▶</Text>
      <Text dimColor>←/→ or digits · Enter confirm</Text>
    </Box>
  );
}

/** The options and keys after the question, as the prompt's kind shows them. */
function PromptBody({
  prompt,
  selection,
  width,
  ascii,
}: {
  readonly prompt: Prompt<unknown>;
  readonly selection: Selection;
  readonly width: number;
  readonly ascii: boolean;
}) {
  switch (prompt.kind) {
    case 'cards':
      return <CardsBody prompt={prompt} selection={selection} />;
    case 'choice':
      return <ChoiceBody prompt={prompt} selection={selection} />;
    case 'ladder':
      return <LadderBody prompt={prompt} selection={selection} width={width} ascii={ascii} />;
    case 'amount':
      return <AmountBody selection={selection} />;
  }
}

/** Two lines: the question with its options and keys, then a hint. */
export function PromptLine({ prompt, selection, status, width, hint, busy, ascii = false, notice }: PromptLineProps) {
  if (!prompt) return <StatusLine status={status} width={width} busy={busy === true} ascii={ascii} />;
  return (
    <Box flexDirection="column" height={2} width={width}>
      <Box gap={2}>
        <Text bold color="cyan">
          {prompt.question}
        </Text>
        <PromptBody prompt={prompt} selection={selection} width={width} ascii={ascii} />
      </Box>
      {/* A hint is asked for after the notice (`u` hides it): the key pressed last is answered. */}
      {hint ? (
        <HintLine hint={hint} width={width} ascii={ascii} />
      ) : notice ? (
        <Text color="yellow" wrap="truncate">
          {notice}
        </Text>
      ) : (
        <Text dimColor wrap="truncate">
          {prompt.hint ?? (prompt.kind === 'ladder' ? LADDER_KEYS(prompt.rungs.length, selection.typed) : ' ')}
        </Text>
      )}
    </Box>
  );
}
