import type { RunManifest } from '../../experiments/manifest.ts';
import { terminalText } from '../terminalText.ts';

/**
 * The line a merge ends with: how many results, their seeds, the plate appearances in all (where counted), what a
 * partial merge of a sharded run still lacks, and where it was saved.
 */
export function mergedNote(
  files: number,
  manifest: Pick<RunManifest, 'seeds' | 'plateAppearances' | 'slices'>,
  save: string | undefined,
  withPlateAppearances: boolean,
): string {
  const { seeds, plateAppearances, slices } = manifest;
  const counted = withPlateAppearances ? `, ${plateAppearances.toLocaleString('en-US')} plate appearances in all` : '';
  const missing = slices
    ? ` (shards ${slices.taken.join(', ')} of ${slices.of}: merge the other ${slices.of - slices.taken.length} ` +
      'for the whole run)'
    : '';
  const saved = save ? `; saved to ${terminalText(save)}` : '';
  return `merged ${files} results: seeds ${seeds.join(', ')}${counted}${missing}${saved}`;
}
