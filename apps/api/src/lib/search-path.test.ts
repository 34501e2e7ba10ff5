import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/build-test-app';
import { FragmentSample } from './fragment-sample';
import { choosePathBySample } from './search-path';

/** 100,000 rows, sampled as 100 values: 80 contain "al", 2 contain "harbi", none "quraishi". */
const choose = choosePathBySample(
  new FragmentSample(
    () =>
      Promise.resolve({
        total: 100_000,
        values: [
          ...Array.from({ length: 78 }, () => 'lina alsaud'),
          'sara alharbi',
          'omar alharbi',
          ...Array.from({ length: 20 }, () => 'noura'),
        ],
      }),
    new TestClock(),
    pino({ level: 'silent' }),
  ),
);

const scan = { path: 'scan' };

describe('choosing the search path', () => {
  it('scans when the trigram index cannot look the fragment up', async () => {
    for (const fragment of ['al', 'q', 'a b', '%_\\']) expect(await choose(fragment, 16)).toEqual(scan);
  });

  it('scans for a common fragment and looks a rare one up by its rarest trigram', async () => {
    expect(await choose('alsaud', 16)).toEqual(scan);
    expect(await choose('quraishi', 16)).toEqual({ path: 'trigram', lookup: 'qur' });
    expect(await choose('الحربي', 16)).toEqual({ path: 'trigram', lookup: 'الح' });
  });

  it('looks the whole fragment up when each of its trigrams is common', async () => {
    // No sampled name holds "noura alsaud"; "nou" is in 20 % of them, "als" in 78 %.
    expect(await choose('noura alsaud', 16)).toEqual({ path: 'trigram', lookup: 'noura alsaud' });
  });

  it('weighs the rows a page needs: the first page of a medium fragment scans, a deep page looks it up', async () => {
    // "harbi": about 2,000 matches; the scan reads about need × 50 rows, the index reads 2,000.
    expect(await choose('harbi', 16)).toEqual(scan);
    expect(await choose('harbi', 301)).toEqual({ path: 'trigram', lookup: 'harbi' });
  });
});
