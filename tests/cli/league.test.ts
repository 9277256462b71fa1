import { describe, expect, it } from 'vitest';
import { cardlab } from '../helpers/cli.ts';

describe('season --league', () => {
  it("refuses a set without MLB's thirty teams, naming the schedule's file, line and field, and exits 2", async () => {
    const run = await cardlab('season', 'cards/pinetar/2016-cubs.yaml', '--league');
    expect(run.code).toBe(2);
    // The schedule's first game (line 2) is Mets at Royals: neither team is the Cubs'.
    expect(run.stderr).toMatch(/schedule_2016\.csv:2: away: a team of the card sets .* got NYN: MLB's schedule needs/);
  });

  it('names --league in its help, with the usage bullpen its default', async () => {
    const run = await cardlab('season', '--help');
    expect(run.stdout).toMatch(/--league/);
    expect(run.stdout).toMatch(/standard; usage with --league/);
  });
});
