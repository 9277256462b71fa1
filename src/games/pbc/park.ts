import { z } from 'zod';
import type { SourceDocument } from '../../core/input/SourceDocument.ts';

/**
 * A PBC park card: the fielding team's d6 faces that rob an HR^ (a fly out) and that turn it into a ground-rule
 * double (Greenwood's unfinished right-field wall: a 5).
 */
export interface PbcPark {
  id: string;
  name: string;
  robbed: readonly number[];
  groundRuleDouble: readonly number[];
}

const face = z.number().int().min(1).max(6);

/** A park as a card set or the neutral-park table writes it. */
export const parkSchema = z
  .object({
    table: z.literal('neutral-park').optional(),
    status: z.string().optional(),
    park: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'a lower-case id of letters, digits and dashes' }),
    name: z.string().min(1),
    source: z.string().optional(),
    chosen: z.string().optional(),
    robbed: z.array(face),
    groundRuleDouble: z.array(face),
  })
  .strict();

/** A park card from its validated fields; a face may not both rob and make a double. */
export function parkOf(source: SourceDocument, path: (string | number)[], raw: z.output<typeof parkSchema>): PbcPark {
  const both = raw.robbed.find((f) => raw.groundRuleDouble.includes(f));
  if (both !== undefined)
    source.fail([...path, 'groundRuleDouble'], `faces that do not also rob the home run (${both} is in robbed)`);
  return { id: raw.park, name: raw.name, robbed: raw.robbed, groundRuleDouble: raw.groundRuleDouble };
}
