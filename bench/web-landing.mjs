// Landing page: JavaScript gzipped and largest contentful paint (web/bench/landing.mjs prints JSON lines).
import { webFigures } from './lib.mjs';

export async function run() {
  return webFigures('bench/landing.mjs');
}
