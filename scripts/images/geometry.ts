export interface Point {
  readonly x: number;
  readonly y: number;
}

type Curve = (t: number) => Point;

export function cubic(p0: Point, p1: Point, p2: Point, p3: Point): Curve {
  return (t) => {
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
  };
}

export function onEllipse(cx: number, cy: number, rx: number, ry: number, angle: number): Point {
  return { x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
}

interface Station {
  readonly p: Point;
  /** Direction of travel in radians. */
  readonly angle: number;
}

/** A curve re-parameterised by arc length, so beads of a given size sit evenly along it. */
export class Track {
  private readonly points: Point[] = [];
  private readonly lengths: number[] = [];
  readonly length: number;

  constructor(curve: Curve, samples = 400) {
    let total = 0;
    let previous = curve(0);
    for (let i = 0; i <= samples; i++) {
      const p = curve(i / samples);
      total += Math.hypot(p.x - previous.x, p.y - previous.y);
      this.points.push(p);
      this.lengths.push(total);
      previous = p;
    }
    this.length = total;
  }

  at(distance: number): Station {
    const s = Math.min(Math.max(distance, 0), this.length);
    let lo = 0;
    let hi = this.lengths.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.lengths[mid] ?? 0) < s) lo = mid + 1;
      else hi = mid;
    }
    const i = Math.max(1, lo);
    const a = this.points[i - 1] ?? { x: 0, y: 0 };
    const b = this.points[i] ?? a;
    const la = this.lengths[i - 1] ?? 0;
    const lb = this.lengths[i] ?? la;
    const f = lb > la ? (s - la) / (lb - la) : 0;
    return { p: { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }, angle: Math.atan2(b.y - a.y, b.x - a.x) };
  }
}

/** Centres for a run of beads of the given radii, packed along the track and centred on its midpoint. */
export function packAlong(track: Track, radii: readonly number[], gap: number): Station[] {
  const run = radii.reduce((sum, r) => sum + 2 * r + gap, -gap);
  let s = (track.length - run) / 2;
  return radii.map((r) => {
    const station = track.at(s + r);
    s += 2 * r + gap;
    return station;
  });
}
