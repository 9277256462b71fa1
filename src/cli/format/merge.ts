import type { RunManifest } from '../../experiments/manifest.ts';

/** What a merge still lacks when it holds some of a sharded run's slices (nothing once it holds them all). */
export function missingShards(manifest: Pick<RunManifest, 'slices'>): string {
  const { slices } = manifest;
  return slices
    ? ` (shards ${slices.taken.join(', ')} of ${slices.of}: merge the other ${slices.of - slices.taken.length} ` +
        'for the whole run)'
    : '';
}
