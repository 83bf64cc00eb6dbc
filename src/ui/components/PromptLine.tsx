import { Box, Text } from 'ink';
import type { Prompt, Selection } from '../prompt.js';

export interface PromptLineProps {
  readonly prompt: Prompt<unknown> | null;
  readonly selection: Selection;
  /** Shown when there is nothing to decide, e.g. "Bot 2 is thinking…". */
  readonly status: string;
  readonly width: number;
}

/** Two lines: the question with its options and keys, then a hint. */
export function PromptLine({ prompt, selection, status, width }: PromptLineProps) {
  if (!prompt) {
    return (
      <Box flexDirection="column" height={2} width={width}>
        <Text wrap="truncate">{status}</Text>
        <Text> </Text>
      </Box>
    );
  }
  let body;
  switch (prompt.kind) {
    case 'cards':
      body = <Text dimColor>←/→ choose · Enter play</Text>;
      break;
    case 'choice':
      body = (
        <Box gap={2}>
          {prompt.options.map((o, i) => (
            <Text key={o.key} inverse={i === selection.index} bold={i === selection.index}>
              {i === selection.index ? '❯' : ' '}[{o.key}] {o.label}
            </Text>
          ))}
        </Box>
      );
      break;
    case 'amount':
      body = (
        <Box gap={1}>
          <Text>◀</Text>
          <Text inverse bold>
            {' '}
            {selection.index}{' '}
          </Text>
          <Text>▶</Text>
          <Text dimColor>
            ←/→ or digits · Enter confirm
          </Text>
        </Box>
      );
      break;
  }
  return (
    <Box flexDirection="column" height={2} width={width}>
      <Box gap={2}>
        <Text bold color="cyan">
          {prompt.question}
        </Text>
        {body}
      </Box>
      <Text dimColor wrap="truncate">
        {prompt.hint ?? ' '}
      </Text>
    </Box>
  );
}
