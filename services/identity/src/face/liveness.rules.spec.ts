import type { LivenessChallenge } from '@converge/contracts';
import type { DetectedFace, FaceAnalysis } from './face-check.rules.js';
import { DEFAULT_LIVENESS_THRESHOLDS, LIVENESS_REASONS, livenessVerdict, type LivenessFrame } from './liveness.rules.js';

const t = { ...DEFAULT_LIVENESS_THRESHOLDS, real: 0.3, live: 0.3 };
/** A unit vector whose cosine with [1, 0] is `cos`. */
const at = (cos: number) => [cos, Math.sqrt(1 - cos * cos)];
type Pose = Partial<Pick<DetectedFace, 'yaw' | 'happy' | 'eyesOpen' | 'real' | 'live' | 'embedding'>>;
const face = (p: Pose = {}): DetectedFace => ({ box: [0, 0, 10, 10], score: 1, real: 0.7, live: 0.9, embedding: [1, 0], yaw: 5, happy: 0.1, eyesOpen: 0.35, ...p });
const image = (...faces: DetectedFace[]): FaceAnalysis => ({ faces, width: 100, height: 100 });
const frame = (challenge: LivenessChallenge, ...faces: DetectedFace[]): LivenessFrame => ({ challenge, analysis: image(...faces) });

/** A person doing what was asked: eyes shut under "blink", the head 25° to their left (yaw falls), a broad smile. */
function followed(change: Partial<Record<LivenessChallenge, Pose>> = {}): LivenessFrame[] {
  return [
    frame('blink', face(change.blink)),
    frame('blink', face({ eyesOpen: 0.05, ...change.blink })),
    frame('turn_left', face({ yaw: -10, ...change.turn_left })),
    frame('turn_left', face({ yaw: -20, ...change.turn_left })),
    frame('smile', face({ happy: 0.9, ...change.smile })),
    frame('smile', face({ happy: 0.7, ...change.smile })),
  ];
}

describe('livenessVerdict', () => {
  test('every prompt followed by one face, live, the same throughout: approved, with the scores', () => {
    const v = livenessVerdict(followed(), t);
    expect(v).toMatchObject({ decision: 'approve', reason: null });
    // Turn: 25° from the others' median yaw of 5 to -20; smile: 0.9 against 0.1; blink: 0.05 against 0.35 open.
    expect(v.scores).toEqual({ frames: 6, framesWithFace: 6, real: 0.7, live: 0.9, sameFace: 1, turn: 25, smile: 0.8, blink: 0.857 });
  });

  test('a static photo held up (the same frame six times) is refused: "We didn\'t see you turn your head"', () => {
    const still = Array.from({ length: 6 }, (_, i) => frame((['blink', 'turn_left', 'smile'] as const)[i >> 1], face()));
    const v = livenessVerdict(still, t);
    expect(v).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.noTurn });
    expect(v.scores).toMatchObject({ turn: 0, smile: 0, blink: 0, sameFace: 1 });
    expect(LIVENESS_REASONS.noTurn).toBe("We didn't see you turn your head");
  });

  test('the head turned to the right (a rising yaw, as the camera took it) is no turn left', () => {
    expect(livenessVerdict(followed({ turn_left: { yaw: 30 } }), t)).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.noTurn, scores: { turn: -25 } });
  });

  test('a turn is seen at turnSeen degrees, missing below turnMissing, and between a reviewer looks', () => {
    expect(livenessVerdict(followed({ turn_left: { yaw: 5 - 12 } }), t).decision).toBe('approve');
    expect(livenessVerdict(followed({ turn_left: { yaw: 5 - 11.9 } }), t).decision).toBe('review');
    expect(livenessVerdict(followed({ turn_left: { yaw: 5 - 4 } }), t).decision).toBe('review');
    expect(livenessVerdict(followed({ turn_left: { yaw: 5 - 3.9 } }), t)).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.noTurn });
  });

  test('no smile is refused: "We didn\'t see you smile"; one smiling in every frame did not smile when asked', () => {
    expect(livenessVerdict(followed({ smile: { happy: 0.1 } }), t)).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.noSmile });
    const always = followed({ blink: { happy: 0.9 }, turn_left: { happy: 0.9 } });
    expect(livenessVerdict(always, t)).toMatchObject({ decision: 'refuse', reason: "We didn't see you smile", scores: { smile: 0 } });
  });

  test('a smile is seen at smileSeen, missing below smileMissing, between a reviewer looks', () => {
    expect(livenessVerdict(followed({ smile: { happy: 0.1 + 0.45 } }), t).decision).toBe('approve');
    expect(livenessVerdict(followed({ smile: { happy: 0.1 + 0.44 } }), t).decision).toBe('review');
    expect(livenessVerdict(followed({ smile: { happy: 0.1 + 0.15 } }), t).decision).toBe('review');
    expect(livenessVerdict(followed({ smile: { happy: 0.1 + 0.14 } }), t).decision).toBe('refuse');
  });

  test('a blink not caught goes to a reviewer, never refused (a frame may miss it)', () => {
    const v = livenessVerdict(followed({ blink: { eyesOpen: 0.35 } }), t);
    expect(v).toMatchObject({ decision: 'review', reason: null, scores: { blink: 0 } });
    // Half shut counts as a blink; a little less does not.
    expect(livenessVerdict(followed({ blink: { eyesOpen: 0.175 } }), t).decision).toBe('approve');
    expect(livenessVerdict(followed({ blink: { eyesOpen: 0.18 } }), t).decision).toBe('review');
  });

  test('a frame without a face, or with two, is refused, before anything else', () => {
    const frames = followed();
    frames[3] = frame('turn_left');
    expect(livenessVerdict(frames, t)).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.noFace, scores: { frames: 6, framesWithFace: 5, sameFace: null } });
    frames[3] = frame('turn_left', face(), face());
    expect(livenessVerdict(frames, t)).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.manyFaces });
    expect(livenessVerdict([], t)).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.noFace });
  });

  test('another face mid-recording is refused; a face only somewhat alike goes to a reviewer', () => {
    expect(livenessVerdict(followed({ smile: { embedding: at(0.49) } }), t)).toMatchObject({
      decision: 'refuse',
      reason: LIVENESS_REASONS.otherFace,
      scores: { sameFace: 0.49, turn: null },
    });
    expect(livenessVerdict(followed({ smile: { embedding: at(0.5) } }), t)).toMatchObject({ decision: 'review', scores: { sameFace: 0.5 } });
    expect(livenessVerdict(followed({ smile: { embedding: at(0.75) } }), t).decision).toBe('approve');
    expect(livenessVerdict(followed({ smile: { embedding: at(0.74) } }), t).decision).toBe('review');
  });

  test('the lowest anti-spoof or liveness score of any frame below its threshold refuses it as a photo or a screen', () => {
    expect(livenessVerdict(followed({ smile: { real: 0.29 } }), t)).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.spoof, scores: { real: 0.29 } });
    expect(livenessVerdict(followed({ turn_left: { yaw: -20, live: 0.29 } }), t)).toMatchObject({ decision: 'refuse', reason: LIVENESS_REASONS.spoof, scores: { live: 0.29 } });
    expect(livenessVerdict(followed({ smile: { happy: 0.9, real: 0.3, live: 0.3 } }), t).decision).toBe('approve');
  });

  test('a movement the model could not measure goes to a reviewer rather than refusing the person', () => {
    const v = livenessVerdict(followed({ turn_left: { yaw: null }, smile: { happy: undefined } }), t);
    expect(v).toMatchObject({ decision: 'review', scores: { turn: null, smile: null, blink: 0.857 } });
    const noBaseline = livenessVerdict(
      followed().map((f) =>
        f.challenge === 'turn_left' ? f : { ...f, analysis: image(face({ yaw: null, happy: f.challenge === 'smile' ? 0.9 : 0.1, eyesOpen: f.analysis.faces[0].eyesOpen })) },
      ),
      t,
    );
    expect(noBaseline).toMatchObject({ decision: 'review', scores: { turn: null } });
  });

  test('the baseline is the median of the other frames, whatever their order: one odd frame does not move it', () => {
    // Other frames' yaw 30, -10, 2, 0 (median 1) and 6, 30, -10, 2, 0 (median 2); the turn frame at -20.
    const frames = (yaws: number[]) => [...yaws.map((yaw, i) => frame(i % 2 ? 'blink' : 'smile', face({ yaw }))), frame('turn_left', face({ yaw: -20 }))];
    expect(livenessVerdict(frames([30, -10, 2, 0]), t).scores.turn).toBe(21);
    expect(livenessVerdict(frames([6, 30, -10, 2, 0]), t).scores.turn).toBe(22);
  });

  test('closed eyes in every frame measure no blink (nothing to compare with)', () => {
    expect(livenessVerdict(followed({ blink: { eyesOpen: 0 }, turn_left: { eyesOpen: 0 }, smile: { eyesOpen: 0 } }), t).scores.blink).toBe(0);
  });

  test('frames of one prompt only: nothing to compare the movement with, a reviewer looks', () => {
    expect(livenessVerdict([frame('smile', face({ happy: 0.9 })), frame('smile', face({ happy: 0.9 }))], t)).toMatchObject({
      decision: 'review',
      scores: { turn: null, smile: null, blink: null },
    });
  });
});
