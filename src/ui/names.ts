// Players' names in sentences the rules write with seat numbers ("seat 2 knocked", "seats 1 and 3
// score 4 each"), and the second person for a lone human whose default name is "You".

/** A seat's name, or "Seat 3" (1-based) where no name is known for it (a test's table, a short list). */
export function seatName(names: readonly string[] | undefined, seat: number): string {
  return names?.[seat] ?? `Seat ${seat + 1}`;
}

/** "Ana", "Ana and Cleo", "Ana, Ben and Cleo"; a "You" after the first name reads "you". */
export function nameList(seats: readonly number[], names: readonly string[]): string {
  const each = seats.map((s, i) => {
    const name = seatName(names, s);
    return i > 0 && name === 'You' ? 'you' : name;
  });
  return each.length <= 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each[each.length - 1]}`;
}

/** Turns "seat 2", "Seats 1 and 3", "seats 0, 1 and 2" into the players' names. */
export function withNames(text: string, names: readonly string[]): string {
  return text
    .replace(/\bseats ((?:\d+, )*\d+) and (\d+)\b/gi, (_m, first: string, last: string) =>
      nameList([...first.split(', ').map(Number), Number(last)], names),
    )
    .replace(/\bseat (\d+)\b/gi, (m, d: string) => names[Number(d)] ?? m);
}

const IRREGULAR: Readonly<Record<string, string>> = { is: 'are', has: 'have', was: 'were', does: 'do', goes: 'go' };

/** The second-person form of a third-person verb: knocks → knock, passes → pass, is → are. */
function secondPerson(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (/(ss|sh|ch|x|z)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/**
 * "You knocks." → "You knock.", "You's knock" → "your knock": the sentences are written for any
 * name, and a lone human is called "You". Only the word right after a sentence-initial or
 * clause-initial "You" is touched, so "Ana and you score" stays as it is.
 *
 * `verbs`: the game's third-person verbs that may stand second in a clause of "You" ("You lift and
 * exchanges", "You play (pays the price)"). The game says which (its words module): a list is
 * needed because "and his" or "(the" must stay as they are.
 */
export function youForm(sentence: string, verbs: readonly string[] = []): string {
  const second = (m: string, head: string, verb: string): string => (verbs.includes(verb) ? `${head}${secondPerson(verb)}` : m);
  return (
    sentence
      .replace(/(^|[.:;!?]\s+|\(|—\s)You ([a-z]+)\b/g, (_m, lead: string, verb: string) => `${lead}You ${secondPerson(verb)}`)
      // A second verb of the same clause: "You lift and exchanges" → "… and exchange".
      .replace(/\b(You [^.;]*? and )([a-z]+)\b/g, second)
      // A verb in brackets right after the first: "You play (pays the price)" → "… (pay the price)".
      .replace(/\b(You [a-z]+ \()([a-z]+)\b/g, second)
      .replace(/\bYou's\b/g, 'your')
      .replace(/\b(by|to|of|with|for|and|than|from) You\b/g, '$1 you')
      .replace(/(^|[.!?]\s+)your\b/g, (_m, lead: string) => `${lead}Your`)
  );
}
