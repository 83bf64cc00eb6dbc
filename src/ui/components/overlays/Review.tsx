// The review panel (`r` on a deal summary): the progress while the search values the decisions,
// then the deal's review (ui/review-panel.ts lays it out; this only draws and scrolls it).
import { Text } from 'ink';
import { openedReview, reviewRows, type ReviewLayout, type ReviewUi, type ReviewView } from '../../review-panel.js';
import { Spinner } from '../Spinner.js';
import { Frame } from './Frame.js';

const COLOUR = { good: 'green', bad: 'red' } as const;

export interface ReviewPanelProps {
  readonly deal: number;
  readonly view: ReviewView;
  /** The ready review's lines (null until it is ready). */
  readonly layout: ReviewLayout | null;
  /** Selection and scroll; null: as the panel opens. */
  readonly state: ReviewUi | null;
  readonly canPlayAgain: boolean;
  readonly ascii: boolean;
  readonly width: number;
  /** Terminal rows (the panel's text rows follow from them: reviewRows). */
  readonly rows: number;
  readonly height: number;
}

/** What the panel says while the review is not ready: its progress, or why there is none. */
export function reviewProgress(view: ReviewView): string {
  if (view.kind === 'none') return `No review: ${view.reason}`;
  if (view.kind === 'ready' || view.total === 0) return 'Reviewing the deal…';
  return `Reviewing decision ${Math.min(view.done + 1, view.total)} of ${view.total}…`;
}

function ReviewWaiting({ deal, view, ascii, width, height }: Pick<ReviewPanelProps, 'deal' | 'view' | 'ascii' | 'width' | 'height'>) {
  return (
    <Frame title={`Review of deal ${deal} · Esc closes`} width={width} height={height}>
      <Text>
        {view.kind === 'working' ? (
          <>
            <Spinner ascii={ascii} color="cyan" />{' '}
          </>
        ) : null}
        {reviewProgress(view)}
      </Text>
      {view.kind === 'working' ? (
        <Text dimColor wrap="wrap">
          The hint&apos;s search values each of your decisions from what you could see then; the table stays yours meanwhile.
        </Text>
      ) : null}
    </Frame>
  );
}

export function ReviewPanel(props: ReviewPanelProps) {
  const { deal, layout, state, canPlayAgain, ascii, width, rows, height } = props;
  if (props.view.kind !== 'ready' || !layout) return <ReviewWaiting {...props} />;
  const body = reviewRows(rows);
  const { selected, offset } = state ?? openedReview(layout, body);
  const shown = layout.lines.slice(offset, offset + body);
  const more = layout.lines.length > body ? ` · line ${offset + 1}/${layout.lines.length}` : '';
  const keys = layout.decisionAt.length > 0 ? `↑/↓ decision${canPlayAgain ? ' · p play it again' : ''} · ` : '';
  return (
    <Frame title={`Review of deal ${deal} · ${keys}Esc closes${more}`} width={width} height={height}>
      {shown.map((l, i) => {
        const on = l.decision !== undefined && l.decision === selected && layout.lines[offset + i - 1]?.decision !== selected;
        return (
          <Text
            key={offset + i}
            wrap="truncate"
            bold={l.style === 'head'}
            dimColor={l.style === 'dim'}
            inverse={on}
            {...(l.style === 'good' || l.style === 'bad' ? { color: COLOUR[l.style] } : {})}
          >
            {on ? `${ascii ? '>' : '▸'}${l.text.slice(1)}` : l.text || ' '}
          </Text>
        );
      })}
    </Frame>
  );
}
