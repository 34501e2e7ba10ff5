import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { readProcessEnv } from '../src/env';
import { insertUser } from '../src/modules/accounts/accounts.repo';
import { benchSessionToken, closeBenchDatabase, openBenchDatabase, startBenchApp } from './bench-app';

/**
 * What an upload burst does to everyone else: `/health` latency while UPLOADS parallel uploads
 * of a photograph just under 1 MB are processed (npm run bench:uploads).
 */
const UPLOADS = Number(readProcessEnv().BENCH_UPLOADS ?? 20);
const ROUNDS = Number(readProcessEnv().BENCH_ROUNDS ?? 3);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A noisy photograph (noise does not compress), re-encoded until it is just under 1 MB. */
async function photograph(): Promise<Buffer> {
  const width = 1400;
  const height = 1000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  for (let quality = 90; quality > 10; quality -= 5) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < 1024 * 1024) return jpeg;
  }
  throw new Error('no quality gives a photograph under 1 MB');
}

const bench = await openBenchDatabase();
try {
  const user = await insertUser(bench.handle.db, {
    role: 'ORGANIZATION',
    email: 'uploads@bench.example',
    passwordHash: 'x',
    firstName: 'Bench',
    lastName: 'Uploads',
    emailVerified: true,
    onboardingCompleted: true,
  });
  const token = await benchSessionToken(bench.handle.db, user.id);
  const { app, base } = await startBenchApp(bench, user.id);
  const image = await photograph();
  const health = `${base}/models/api/v1/health`;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let uploadMs = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const burst = { done: false };
    const probe = (async () => {
      while (!burst.done) {
        const started = performance.now();
        await (await fetch(health)).arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        const form = new FormData();
        form.append('file', new Blob([image], { type: 'image/jpeg' }), 'photo.jpg');
        const response = await fetch(`${base}/models/api/v1/upload/images`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
    uploadMs += performance.now() - started;
    burst.done = true;
    await probe;
  }
  await app.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `\n${bench.handle.kind}: ${String(ROUNDS)} bursts of ${String(UPLOADS)} parallel uploads of ${String(Math.round(image.length / 1024))} KB (npm run bench:uploads)`,
  );
  console.log('| measure | value |\n| --- | ---: |');
  console.log(`| /health during the bursts: requests | ${String(sorted.length)} |`);
  console.log(`| /health p50 ms | ${percentile(sorted, 50).toFixed(1)} |`);
  console.log(`| /health p99 ms | ${percentile(sorted, 99).toFixed(1)} |`);
  console.log(`| /health max ms | ${(sorted.at(-1) ?? 0).toFixed(1)} |`);
  console.log(`| a burst took, mean ms | ${(uploadMs / ROUNDS).toFixed(0)} |`);
  console.log(
    `| upload answers | ${[...statuses.entries()].map(([status, count]) => `${String(count)}× ${String(status)}`).join(', ')} |`,
  );
} finally {
  await closeBenchDatabase(bench);
}
