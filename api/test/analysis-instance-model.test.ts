import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { analyse } from '../src/modules/analysis/analyser/analyse';
import { activeSentimentModel, FEATURES_VERSION, parseSentimentModel, setSentimentModel, SHIPPED_MODEL } from '../src/modules/analysis/analyser/model';
import { INSTANCE_MODEL_FILE, agreementWithStars, isHeldOut, loadInstanceModel, trainOnInstance, type RatedReview } from '../src/modules/analysis/instance-model';
import { ratedReviews } from '../src/modules/analysis/queries';
import { createTestApp } from './helpers';

let app: FastifyInstance;
let db: Db;
let dir: string;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
  dir = await mkdtemp(join(tmpdir(), 'erep-model-'));
});
afterAll(async () => {
  setSentimentModel(null);
  await app.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => setSentimentModel(null));

describe("the instance's own sentiment model", () => {
  it('learns from the stored rated reviews, keeping one in five apart to judge it', async () => {
    const rated: RatedReview[] = (await ratedReviews(db.orm)).map((r) => ({ ...r, comment: r.comment ?? '' }));
    expect(rated.length).toBeGreaterThan(100);
    expect(rated.every((r) => r.comment.trim() !== '')).toBe(true);
    // A few epochs: the figures are not the point here, the split and the model's shape are.
    const training = trainOnInstance([], rated, { lambda: 0.0003, epochs: 15, minCount: 2 });
    const apart = new Set(training.heldOut.map((r) => r.id));
    expect(training.heldOut.every((r) => isHeldOut(r.id))).toBe(true);
    expect(training.trainedOn + apart.size).toBe(rated.length);
    expect(apart.size / rated.length).toBeGreaterThan(0.1);
    expect(apart.size / rated.length).toBeLessThan(0.3);
    // The split is by id: the same review is always on the same side, whatever else is stored.
    expect(trainOnInstance([], rated.slice(0, 50), { lambda: 0.0003, epochs: 1, minCount: 2 }).heldOut.map((r) => r.id)).toEqual(
      rated.slice(0, 50).filter((r) => apart.has(r.id)).map((r) => r.id),
    );
    expect(parseSentimentModel(JSON.parse(JSON.stringify(training.model)))).not.toBeNull();
    const judged = agreementWithStars(training.heldOut, training.model);
    expect(judged.reviews).toBe(apart.size);
    const negatives = training.heldOut.filter((r) => r.rating <= 2).length;
    expect(judged.negatives.negative + judged.negatives.neutral + judged.negatives.positive).toBe(negatives);
    expect(judged.accuracy).toBeGreaterThan(0);
  });

  it('is used from the data folder when valid, and the shipped model otherwise', async () => {
    expect(await loadInstanceModel(dir)).toBe('shipped');
    expect(activeSentimentModel()).toBe(SHIPPED_MODEL);
    // A model that reads every text as negative shows that the analyser weighs with the loaded one.
    const gloomy = { features: FEATURES_VERSION, trainedOn: 'test', bias: [5, 0, 0], weights: {} };
    await writeFile(join(dir, INSTANCE_MODEL_FILE), JSON.stringify(gloomy));
    expect(await loadInstanceModel(dir)).toBe('instance');
    expect(analyse('Excellent dinner, lovely staff, we will come back!').sentiment).toBe('negative');

    await writeFile(join(dir, INSTANCE_MODEL_FILE), JSON.stringify({ ...gloomy, features: FEATURES_VERSION - 1 }));
    expect(await loadInstanceModel(dir)).toBe('shipped');
    expect(analyse('Excellent dinner, lovely staff, we will come back!').sentiment).toBe('positive');
    await writeFile(join(dir, INSTANCE_MODEL_FILE), '{ not json');
    expect(await loadInstanceModel(dir)).toBe('shipped');
  });
});
