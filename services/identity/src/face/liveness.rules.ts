import type { LivenessChallenge } from '@converge/contracts';
import { cosineSimilarity, type FaceAnalysis, type FaceDecision } from './face-check.rules.js';

/**
 * Pure decisions of the liveness step by the face model: the frames recorded while the person followed
 * the prompts (blink, turn left, smile) must each show one face, the same face throughout, a live one,
 * and the movement each prompt asked for, compared with the frames of the other prompts (a person's
 * resting face is the baseline: a face that smiles in every frame did not smile when asked).
 */

export interface LivenessThresholds {
  /** Lowest similarity between two frames' faces at or above which they are clearly one person. */
  sameApprove: number;
  /** Below this, two frames show different people: refused. In between a reviewer looks. */
  sameRefuse: number;
  /** Degrees the head turned to the person's left at or above which the turn is seen. */
  turnSeen: number;
  /** Below this many degrees no turn was made: refused. */
  turnMissing: number;
  /** Rise of the "happy" score at or above which the smile is seen. */
  smileSeen: number;
  /** Below this rise no smile was made: refused. */
  smileMissing: number;
  /** Share by which the eyes closed (1 = shut) at or above which the blink is seen. A blink lasts a tenth of a second and a frame may miss it: not seeing one sends the recording to a reviewer, never refuses it. */
  blinkSeen: number;
  /** Anti-spoof and liveness scores below which a frame is refused as not a live face (the selfie's thresholds). */
  real: number;
  live: number;
}

/**
 * The defaults, chosen on sequences built from the shipped test set (bench/face-check.mjs, "liveness"):
 * mirroring a face changes its "happy" score by up to 0.4 and its eye opening by up to a quarter, so the
 * smile and blink thresholds sit above that noise; a turn left of a front camera is 20–45°.
 */
export const DEFAULT_LIVENESS_THRESHOLDS: Omit<LivenessThresholds, 'real' | 'live'> = {
  sameApprove: 0.75,
  sameRefuse: 0.5,
  turnSeen: 12,
  turnMissing: 4,
  smileSeen: 0.45,
  smileMissing: 0.15,
  blinkSeen: 0.5,
};

/** One recorded frame: the prompt it was taken under and what the model saw in it. */
export interface LivenessFrame {
  challenge: LivenessChallenge;
  analysis: FaceAnalysis;
}

/** What the reviewer and the review row keep of a liveness check: scores, never frames or embeddings. */
export interface LivenessScores {
  frames: number;
  /** Frames with exactly one face. */
  framesWithFace: number;
  /** The lowest anti-spoof and liveness scores over the frames. */
  real: number | null;
  live: number | null;
  /** The lowest similarity between any two frames' faces: 1 for one face throughout. */
  sameFace: number | null;
  /** Degrees the head turned to the person's left under "turn left", against the other frames. */
  turn: number | null;
  /** Rise of the "happy" score under "smile", against the other frames. */
  smile: number | null;
  /** Share by which the eyes closed under "blink", against the other frames (0 open as usual, 1 shut). */
  blink: number | null;
}

export interface LivenessVerdict {
  decision: FaceDecision;
  reason: string | null;
  scores: LivenessScores;
}

export const LIVENESS_REASONS = {
  noFace: "We couldn't see your face all through the recording. Record it again facing the camera in good light.",
  manyFaces: 'Your recording shows more than one face. Record it again with only you in the picture.',
  spoof: "Your recording looks like a photo or a screen. Record it again with your phone's camera.",
  otherFace: 'The face changed during your recording. Record it again yourself, without anyone else.',
  noTurn: "We didn't see you turn your head",
  noSmile: "We didn't see you smile",
} as const;

const round = (n: number) => Math.round(n * 1000) / 1000;

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * How far the prompt's frames moved from the others: `measure` of each face (null: not measured), the
 * strongest of the prompt's frames against the median of the others. Null without both.
 */
function movement(
  frames: readonly LivenessFrame[],
  challenge: LivenessChallenge,
  measure: (f: FaceAnalysis['faces'][number]) => number | null | undefined,
  strongest: (values: number[]) => number,
  change: (during: number, usual: number) => number,
): number | null {
  const values = (list: readonly LivenessFrame[]) => list.map((f) => measure(f.analysis.faces[0])).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const during = values(frames.filter((f) => f.challenge === challenge));
  const usual = median(values(frames.filter((f) => f.challenge !== challenge)));
  if (!during.length || usual === null) return null;
  return round(change(strongest(during), usual));
}

/**
 * The liveness verdict, in order: one face in every frame; none a spoof; the same face in all; then
 * the movements. A turn or a smile clearly missing is refused with a plain reason; everything clearly
 * seen (the same face, the turn, the smile and the blink) is approved; anything else goes to a reviewer
 * with these scores. Yaw is as the camera took the frame (not the mirrored preview the person watched):
 * turning to one's left turns the face towards the image's right, a falling yaw.
 */
export function livenessVerdict(frames: readonly LivenessFrame[], t: LivenessThresholds): LivenessVerdict {
  const withFace = frames.filter((f) => f.analysis.faces.length === 1);
  const scores: LivenessScores = { frames: frames.length, framesWithFace: withFace.length, real: null, live: null, sameFace: null, turn: null, smile: null, blink: null };
  const refuse = (reason: string): LivenessVerdict => ({ decision: 'refuse', reason, scores });
  if (frames.length === 0 || frames.some((f) => f.analysis.faces.length === 0)) return refuse(LIVENESS_REASONS.noFace);
  if (withFace.length < frames.length) return refuse(LIVENESS_REASONS.manyFaces);
  const faces = frames.map((f) => f.analysis.faces[0]);
  scores.real = round(Math.min(...faces.map((f) => f.real)));
  scores.live = round(Math.min(...faces.map((f) => f.live)));
  if (scores.real < t.real || scores.live < t.live) return refuse(LIVENESS_REASONS.spoof);
  let same = 1;
  for (let i = 0; i < faces.length; i++) for (let j = i + 1; j < faces.length; j++) same = Math.min(same, cosineSimilarity(faces[i].embedding, faces[j].embedding));
  scores.sameFace = round(same);
  if (same < t.sameRefuse) return refuse(LIVENESS_REASONS.otherFace);
  scores.turn = movement(
    frames,
    'turn_left',
    (f) => (typeof f.yaw === 'number' ? -f.yaw : null),
    (v) => Math.max(...v),
    (during, usual) => during - usual,
  );
  scores.smile = movement(
    frames,
    'smile',
    (f) => f.happy,
    (v) => Math.max(...v),
    (during, usual) => during - usual,
  );
  scores.blink = movement(
    frames,
    'blink',
    (f) => f.eyesOpen,
    (v) => Math.min(...v),
    (during, usual) => (usual > 0 ? 1 - during / usual : 0),
  );
  // Not measured (no mesh, no emotion score): a reviewer looks rather than the person being refused.
  if (scores.turn !== null && scores.turn < t.turnMissing) return refuse(LIVENESS_REASONS.noTurn);
  if (scores.smile !== null && scores.smile < t.smileMissing) return refuse(LIVENESS_REASONS.noSmile);
  const seen = (score: number | null, threshold: number) => score !== null && score >= threshold;
  const clear = same >= t.sameApprove && seen(scores.turn, t.turnSeen) && seen(scores.smile, t.smileSeen) && seen(scores.blink, t.blinkSeen);
  return { decision: clear ? 'approve' : 'review', reason: null, scores };
}
