// How fast bots play at the table: the words `--speed` and the menu accept. Kept apart from the
// controller so the command line can name them without loading the table.
export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];
