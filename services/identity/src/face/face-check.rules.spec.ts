import { bestMatch, cosineSimilarity, duplicateFaces, FACE_REASONS, hasFace, selfieVerdict, type DetectedFace, type FaceAnalysis } from './face-check.rules.js';

const t = { approve: 0.85, refuse: 0.6, real: 0.3, live: 0.3 };
const face = (embedding: number[], real = 0.7, live = 0.9): DetectedFace => ({ box: [0, 0, 10, 10], score: 1, real, live, embedding });
const image = (...faces: DetectedFace[]): FaceAnalysis => ({ faces, width: 100, height: 100 });
/** A unit vector at `angle` radians from [1, 0]: its cosine with [1, 0] is cos(angle). */
const at = (cos: number) => [cos, Math.sqrt(1 - cos * cos)];

describe('cosineSimilarity', () => {
  test('1 for the same direction, 0 for orthogonal, -1 for opposite; the length does not matter', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 3])).toBeCloseTo(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1);
    expect(cosineSimilarity([1, 0], at(0.7))).toBeCloseTo(0.7);
  });

  test('an empty, mismatched or zero vector matches nothing', () => {
    expect(cosineSimilarity([], [])).toBe(0);
    expect(cosineSimilarity([1, 2], [1, 2, 3])).toBe(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([1, 1], [0, 0])).toBe(0);
  });
});

describe('bestMatch', () => {
  test('the best similarity over every face of every photo; null without any face', () => {
    expect(bestMatch([1, 0], [image(face(at(0.2)), face(at(0.9))), image(face(at(0.5)))])).toBeCloseTo(0.9);
    expect(bestMatch([1, 0], [image(face(at(-0.5)))])).toBeCloseTo(-0.5);
    expect(bestMatch([1, 0], [image(), image()])).toBeNull();
    expect(bestMatch([1, 0], [])).toBeNull();
  });
});

describe('selfieVerdict', () => {
  const profile = [image(face([1, 0]))];

  test('approved at or above the approve threshold, with the embedding to keep', () => {
    const v = selfieVerdict(image(face(at(0.85))), profile, t);
    expect(v.decision).toBe('approve');
    expect(v.reason).toBeNull();
    expect(v.embedding).toEqual(at(0.85));
    expect(v.scores).toEqual({ faces: 1, real: 0.7, live: 0.9, similarity: 0.85, profileFaces: 1 });
  });

  test('between the thresholds a reviewer decides (the embedding waits with the review)', () => {
    expect(selfieVerdict(image(face(at(0.84))), profile, t)).toMatchObject({ decision: 'review', reason: null, embedding: at(0.84) });
    expect(selfieVerdict(image(face(at(0.6))), profile, t)).toMatchObject({ decision: 'review', reason: null });
  });

  test('below the refuse threshold refused: "We couldn\'t match your selfie to your profile photos", nothing kept', () => {
    const v = selfieVerdict(image(face(at(0.59))), profile, t);
    expect(v).toMatchObject({ decision: 'refuse', reason: FACE_REASONS.noMatch, embedding: null });
    expect(v.scores.similarity).toBeCloseTo(0.59);
    expect(FACE_REASONS.noMatch).toBe("We couldn't match your selfie to your profile photos");
  });

  test('no face, several faces: refused with a reason, before any comparison', () => {
    expect(selfieVerdict(image(), profile, t)).toMatchObject({ decision: 'refuse', reason: FACE_REASONS.noFace, scores: { faces: 0, similarity: null } });
    expect(selfieVerdict(image(face([1, 0]), face([1, 0])), profile, t)).toMatchObject({ decision: 'refuse', reason: FACE_REASONS.manyFaces, scores: { faces: 2, similarity: null } });
  });

  test('a spoof (anti-spoof or liveness below its threshold) is refused even when the face matches', () => {
    expect(selfieVerdict(image(face([1, 0], 0.29, 0.9)), profile, t)).toMatchObject({ decision: 'refuse', reason: FACE_REASONS.spoof, scores: { real: 0.29, similarity: null } });
    expect(selfieVerdict(image(face([1, 0], 0.9, 0.29)), profile, t)).toMatchObject({ decision: 'refuse', reason: FACE_REASONS.spoof, scores: { live: 0.29 } });
    expect(selfieVerdict(image(face([1, 0], 0.3, 0.3)), profile, t).decision).toBe('approve');
  });

  test('no profile photo with a face: refused, asking for one', () => {
    expect(selfieVerdict(image(face([1, 0])), [image()], t)).toMatchObject({ decision: 'refuse', reason: FACE_REASONS.noProfileFace, scores: { profileFaces: 0 } });
    expect(selfieVerdict(image(face([1, 0])), [], t).reason).toBe(FACE_REASONS.noProfileFace);
  });

  test('the best of several profile faces counts; scores are rounded to three places', () => {
    const v = selfieVerdict(image(face([1, 0], 0.71234, 0.98765)), [image(face(at(0.1))), image(face(at(0.95)), face(at(0.3)))], t);
    expect(v.decision).toBe('approve');
    expect(v.scores).toEqual({ faces: 1, real: 0.712, live: 0.988, similarity: 0.95, profileFaces: 3 });
  });
});

describe('duplicateFaces', () => {
  test('other accounts at or above the threshold, most similar first', () => {
    const others = [
      { userId: 'a', embedding: at(0.5) },
      { userId: 'b', embedding: at(0.8) },
      { userId: 'c', embedding: at(0.75) },
      { userId: 'd', embedding: at(0.95) },
    ];
    expect(duplicateFaces([1, 0], others, 0.75)).toEqual([
      { userId: 'd', similarity: 0.95 },
      { userId: 'b', similarity: 0.8 },
      { userId: 'c', similarity: 0.75 },
    ]);
    expect(duplicateFaces([1, 0], [], 0.75)).toEqual([]);
  });
});

describe('hasFace', () => {
  test('true with at least one face', () => {
    expect(hasFace(image(face([1])))).toBe(true);
    expect(hasFace(image())).toBe(false);
  });
});
