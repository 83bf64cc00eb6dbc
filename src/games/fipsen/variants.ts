// The local Fipsen games this module plays, by id (fipsen.md §2).
import { ansegger } from './ansegger.js';
import { duttfips } from './duttfips.js';
import { grossenaspe } from './grossenaspe.js';
import { prisdorf } from './prisdorf.js';
import { thedinghausen } from './thedinghausen.js';
import type { FipsenVariant } from './variant.js';

export const FIPSEN_VARIANTS: Readonly<Record<string, FipsenVariant>> = {
  prisdorf,
  grossenaspe,
  thedinghausen,
  ansegger,
  duttfips,
};

export function variantOf(id: string): FipsenVariant {
  const v = FIPSEN_VARIANTS[id];
  if (!v) throw new Error(`unknown fipsen variant "${id}"`);
  return v;
}
