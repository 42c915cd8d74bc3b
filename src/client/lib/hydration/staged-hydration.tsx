import { Suspense, type ReactNode } from 'react';
import { nextTask } from './next-task';

/**
 * Hydration in stages (docs/decisions/028). Hydrating a whole server-rendered page is one task
 * of 100 ms and more on a mid-range phone, long enough to hold up a tap. Parts of the layout
 * marked with <HydrateLater> are left as the server rendered them (on screen, readable) while the
 * rest hydrates, then hydrate one per task, in the order of their stage.
 *
 * This relies on Preact keeping a suspended component's server-rendered DOM during hydration and
 * resuming into it once the promise it threw settles: the same path as a lazy() component.
 */

/** The parts of the layout that hydrate later, in this order: what the learner came for first. */
export const HYDRATION_STAGE = { main: 1, header: 2, footer: 3 } as const;

interface Gate {
  promise: Promise<void>;
  open: () => void;
  settled: boolean;
}

/** The stages still waiting; undefined outside the first hydration (server render, later renders). */
let waiting: Map<number, Gate> | undefined;
/** Parts of a page met during the first hydration that hydrate one per task after the stages (<HydrateInTurn>), by id. */
let inTurn = new Map<string, Gate>();

function gate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const held: Gate = {
    promise,
    settled: false,
    open: () => {
      held.settled = true;
      resolve();
    },
  };
  return held;
}

/**
 * Holds back every <HydrateLater>, and returns what releases them after the hydration of
 * everything else: each stage in a task of its own, in order, then one more task so the last
 * stage has rendered when the returned promise settles.
 */
export function holdStages(): () => Promise<void> {
  const stages = Object.values(HYDRATION_STAGE).sort((a, b) => a - b);
  waiting = new Map(stages.map((stage) => [stage, gate()]));
  return async () => {
    for (const stage of stages) {
      await nextTask();
      waiting?.get(stage)?.open();
      waiting?.delete(stage);
    }
    waiting = undefined;
    await nextTask();
    for (const part of inTurn.values()) {
      part.open();
      await nextTask();
    }
    inTurn = new Map();
  };
}

/** Holds its part back once, during the first hydration: it joins the queue of parts hydrated in turn. */
function TurnKeeper({ id, children }: { id: string; children: ReactNode }) {
  let held = inTurn.get(id);
  if (waiting && !held) {
    held = gate();
    inTurn.set(id, held);
  }
  if (held && !held.settled) throw held.promise;
  return children;
}

function Gatekeeper({ stage, children }: { stage: number; children: ReactNode }) {
  const held = waiting?.get(stage);
  if (held) throw held.promise;
  return children;
}

/**
 * Renders `child` as it is everywhere, but during the page's first hydration hydrates it in a
 * later task (its stage). `child` must render one element: that element is what stays on screen,
 * server-rendered, in the meantime.
 */
export function HydrateLater({ stage, children }: { stage: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gatekeeper stage={stage}>{children}</Gatekeeper>
    </Suspense>
  );
}

/**
 * A long page's parts below its first screen (a lesson's sections): during the page's first
 * hydration each stays as the server drew it and hydrates in a task of its own, in order, after
 * the layout's stages, so no single task hydrates the whole page. `id` names the part on the
 * page; `children` must render one element.
 */
export function HydrateInTurn({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <TurnKeeper id={id}>{children}</TurnKeeper>
    </Suspense>
  );
}
