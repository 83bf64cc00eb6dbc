// What a joined terminal's screen makes of the host's messages, where it differs from the host's own.
import { describe, expect, it, onTestFinished } from 'vitest';
import { NO_BOT_WHY, RemoteTable } from '../../src/net/client.js';
import { INITIAL_UI } from '../../src/ui/components/TableScreen.js';
import { rngBot } from '../engine/practice.js';
import { registeredGames } from '../registered.js';
import { screenText } from '../ui/screen.js';
import { hostMatch, TestClient } from './harness.js';

const GAMES = await registeredGames();
const lupfen = GAMES.find((g) => g.id === 'lupfen')!;

describe('a joined table', () => {
  it('answers g with one line saying why no bot’s reason is shown there', async () => {
    const seats = [
      { name: 'Ana', kind: 'human' as const },
      { name: 'Bot 1', kind: 'bot' as const, level: 'rng' },
      { name: 'Bot 2', kind: 'bot' as const, level: 'rng' },
      { name: 'Bot 3', kind: 'bot' as const, level: 'rng' },
    ];
    const hosted = await hostMatch({ game: lupfen.game, ui: lupfen.ui, seats, remote: [0], bots: () => rngBot, seed: 'net-why', deals: 1 });
    onTestFinished(() => hosted.close());
    const ana = new TestClient(hosted.session.port);
    await ana.opened;
    ana.send({ type: 'hello', token: hosted.session.seats[0]!.token, last: 0 });
    void hosted.start();
    await ana.until(() => ana.tables().length > 0, 'a table');
    const table = new RemoteTable({
      game: lupfen.game,
      ui: lupfen.ui,
      variant: lupfen.game.defaultVariant,
      seats,
      ascii: false,
      send: () => {},
    });
    table.show(ana.tables()[0]!);
    const model = table.getModel()!;
    expect(model.botWhy).toBeUndefined();
    expect(model.botWhyAway).toBe(NO_BOT_WHY);
    const screen = screenText(model, { ui: { ...INITIAL_UI, overlay: 'why' }, cols: 100, rows: 30 }).replace(/[│\s]+/g, ' ');
    expect(screen).toContain(NO_BOT_WHY);
  });
});
