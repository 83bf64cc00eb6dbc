// A hint names a set of cards laid away (a pick prompt: Fipsen's discards, Duttfips' five of ten)
// by their faces, as the hand shows them, never by the program's action key ("discard:7S,8S").
// Every registered game and variant whose prompts pick cards, at the decisions of random play.
import { describe, expect, it } from 'vitest';
import { face } from '../../src/ui/cards.js';
import { promptLabels } from '../../src/ui/hint.js';
import { decisionStates, eachGame, registeredGames } from '../registered.js';

describe.each(eachGame(await registeredGames()))('hint labels of picked cards (%s)', (_id, { game, ui }) => {
  it.each(game.variants.map((v) => [v.id, v.defaultPlayers] as const))(
    '%s: every set of cards is named by its faces',
    (variant, players) => {
      for (const s of decisionStates(game, variant, players, `hint-labels-${variant}`, 2000)) {
        const seat = (game.turn(s) as { seat: number }).seat;
        const view = game.view(s, seat);
        const legal = game.legalActions(s);
        const look = ui.look(view, undefined, false);
        const prompt = ui.prompt(view, legal, look);
        if (prompt.kind !== 'cards' || !prompt.pick) continue;
        const labels = promptLabels(prompt, (a) => game.actionKey(a), look);
        const faces = new Set(prompt.playable.map((p) => face(p.card, look).trimEnd()));
        for (const a of legal) {
          const label = labels.get(game.actionKey(a));
          expect(label?.split(' ').length, `${game.actionKey(a)} → ${label}`).toBe(prompt.pick.count);
          for (const f of label!.split(' ')) expect(faces.has(f), `${f} in ${label}`).toBe(true);
        }
      }
    },
  );
});
