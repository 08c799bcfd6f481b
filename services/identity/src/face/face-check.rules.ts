/**
 * Pure decisions of Face Check: from what the face model saw in a selfie and in the person's profile
 * photos, approve at once, refuse with a reason the person understands, or leave it to a reviewer; and
 * which other accounts show the same face.
 */

/** One face the model found: its box in the analysed image, detection score, anti-spoof and liveness scores (0–1), and embedding. */
export interface DetectedFace {
  box: [number, number, number, number];
  score: number;
  /** Anti-spoofing: how likely a real face rather than a printed photo or a screen. */
  real: number;
  /** Liveness: how likely a live person in front of the camera. */
  live: number;
  embedding: number[];
  /** Head turn in degrees as the camera took the image (negative: the face turns towards the image's right). */
  yaw?: number | null;
  /** The emotion model's "happy" score (0–1): the smile. */
  happy?: number;
  /** How open the eyes are (lid gap over the eye's surround, ~0.3 open, near 0 closed). */
  eyesOpen?: number | null;
}

export interface FaceAnalysis {
  faces: DetectedFace[];
  width: number;
  height: number;
}

export interface FaceThresholds {
  /** Similarity at or above which the selfie is approved at once. */
  approve: number;
  /** Similarity below which it is refused; between the two a reviewer decides. */
  refuse: number;
  /** Anti-spoof score below which the selfie is refused as a photo of a photo or a screen. */
  real: number;
  /** Liveness score below which the selfie is refused as not a live person. */
  live: number;
}

/** The defaults, chosen on the shipped test set (bench/face-check.mjs reports their false accept and reject rates). */
export const DEFAULT_FACE_THRESHOLDS: FaceThresholds = { approve: 0.85, refuse: 0.6, real: 0.3, live: 0.3 };

/** What the reviewer and the data model keep of a check: scores, never images or (here) embeddings. */
export interface FaceScores {
  /** Faces found in the selfie. */
  faces: number;
  real: number | null;
  live: number | null;
  /** The best cosine similarity between the selfie's face and a face in the profile photos. */
  similarity: number | null;
  /** Faces found across the profile photos. */
  profileFaces: number;
}

export type FaceDecision = 'approve' | 'refuse' | 'review';

export const FACE_REASONS = {
  noFace: "We couldn't find a face in your selfie. Take it again facing the camera in good light.",
  manyFaces: 'Your selfie shows more than one face. Take it again with only you in the picture.',
  spoof: "Your selfie looks like a photo of a photo or of a screen. Take it again with your phone's camera.",
  noProfileFace: 'None of your profile photos shows your face clearly. Add one that does, then take the selfie again.',
  noMatch: "We couldn't match your selfie to your profile photos",
} as const;

export interface FaceVerdict {
  decision: FaceDecision;
  /** Shown to the person when refused. */
  reason: string | null;
  scores: FaceScores;
  /** The selfie's face embedding (kept only if the face is approved). */
  embedding: number[] | null;
}

/** Cosine similarity of two embeddings, -1–1 (0 for an empty or mismatched pair). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (!a.length || a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** The best similarity of one embedding with any face of any of the given analyses (null when none has a face). */
export function bestMatch(embedding: readonly number[], photos: readonly FaceAnalysis[]): number | null {
  let best: number | null = null;
  for (const photo of photos)
    for (const face of photo.faces) {
      const s = cosineSimilarity(embedding, face.embedding);
      if (best === null || s > best) best = s;
    }
  return best;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The selfie's verdict, in order: exactly one face; not a spoof; a profile photo with a face to
 * compare; then the similarity decides: at or above `approve` approved, below `refuse` refused,
 * between the two a reviewer looks (with these scores).
 */
export function selfieVerdict(selfie: FaceAnalysis, profile: readonly FaceAnalysis[], t: FaceThresholds): FaceVerdict {
  const profileFaces = profile.reduce((n, p) => n + p.faces.length, 0);
  const scores: FaceScores = { faces: selfie.faces.length, real: null, live: null, similarity: null, profileFaces };
  const refuse = (reason: string): FaceVerdict => ({ decision: 'refuse', reason, scores, embedding: null });
  if (selfie.faces.length === 0) return refuse(FACE_REASONS.noFace);
  if (selfie.faces.length > 1) return refuse(FACE_REASONS.manyFaces);
  const face = selfie.faces[0];
  scores.real = round(face.real);
  scores.live = round(face.live);
  if (face.real < t.real || face.live < t.live) return refuse(FACE_REASONS.spoof);
  const similarity = bestMatch(face.embedding, profile);
  if (similarity === null) return refuse(FACE_REASONS.noProfileFace);
  scores.similarity = round(similarity);
  if (similarity >= t.approve) return { decision: 'approve', reason: null, scores, embedding: face.embedding };
  if (similarity < t.refuse) return refuse(FACE_REASONS.noMatch);
  return { decision: 'review', reason: null, scores, embedding: face.embedding };
}

/** Other accounts whose kept face is at least `threshold` similar to this one, most similar first. */
export function duplicateFaces(
  embedding: readonly number[],
  others: ReadonlyArray<{ userId: string; embedding: readonly number[] }>,
  threshold: number,
): Array<{ userId: string; similarity: number }> {
  return others
    .map((o) => ({ userId: o.userId, similarity: round(cosineSimilarity(embedding, o.embedding)) }))
    .filter((o) => o.similarity >= threshold)
    .sort((a, b) => b.similarity - a.similarity);
}

/** A profile photo "has a face" when the model found at least one. */
export function hasFace(analysis: FaceAnalysis): boolean {
  return analysis.faces.length > 0;
}
