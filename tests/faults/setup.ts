// The process tests run the real built shop: build it once, before any of them, if it is stale.
import { buildIfStale } from '../../scripts/build-state.mjs';

export default function setup() {
  if (buildIfStale({ stdio: ['ignore', 'ignore', 'inherit'] })) console.info('[faults] built the shop into dist/');
}
