// One event stream per signed-in tab (Subscription.events over SSE), opened at sign-in so that
// nothing the pages show can change unseen. Pages listen with useLiveEvents; the latest state of
// each transfer seen on the stream is kept, so a page that loaded a transfer before it settled
// shows the newer status.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useClient } from "urql";
import { LiveEventsSubscription } from "./documents";
import type { CardTransactionFieldsFragment, DashboardLiveEventsSubscription, TransferFieldsFragment } from "./gql/graphql";
import type { LiveStatus } from "./client";

export type LiveEvent = DashboardLiveEventsSubscription["events"];
type Listener = (event: LiveEvent) => void;

export class LiveBus {
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();
  status: LiveStatus = "connecting";
  /** Bumped when the stream comes back after a drop: pages read again. */
  generation = 0;

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: LiveEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  setStatus(status: LiveStatus): void {
    if (status === "reconnected") this.generation += 1;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
}

const LiveContext = createContext<LiveBus>(new LiveBus());

export function LiveProvider({ bus, enabled, children }: { bus: LiveBus; enabled: boolean; children: ReactNode }) {
  const client = useClient();
  // Subscribed outside React's rendering: every event reaches the listeners, none is batched away.
  useEffect(() => {
    if (!enabled) return;
    // No types: every type the key may read (the server filters by scope), present and future.
    const { unsubscribe } = client.subscription(LiveEventsSubscription, {}).subscribe((result) => {
      if (result.data) bus.emit(result.data.events);
      else if (result.error) bus.setStatus("closed");
    });
    return unsubscribe;
  }, [client, enabled, bus]);
  return <LiveContext.Provider value={bus}>{children}</LiveContext.Provider>;
}

/** Calls `listener` with every event from the stream while the component is mounted. */
export function useLiveEvents(listener: Listener): void {
  const bus = useContext(LiveContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => bus.on((event) => latest.current(event)), [bus]);
}

/** The stream's state, and a number that changes whenever pages should read again. */
export function useLiveStatus(): { status: LiveStatus; generation: number } {
  const bus = useContext(LiveContext);
  const [state, setState] = useState({ status: bus.status, generation: bus.generation });
  useEffect(() => bus.onStatus(() => setState({ status: bus.status, generation: bus.generation })), [bus]);
  return state;
}

export function transferOf(event: LiveEvent): TransferFieldsFragment | null {
  return event.object.__typename === "Transfer" ? event.object : null;
}

export function cardTransactionOf(event: LiveEvent): CardTransactionFieldsFragment | null {
  return event.object.__typename === "CardTransaction" ? event.object : null;
}

/**
 * The card an event concerns, from its object: the Card (card.created, frozen, unfrozen,
 * terminated), a CardOperation's card (card.funded, card.withdrawn) or a CardTransaction's; null
 * for an event about no card.
 */
export function cardIdOf(event: LiveEvent): string | null {
  const object = event.object;
  if (object.__typename === "Card") return object.id;
  if (object.__typename === "CardOperation" || object.__typename === "CardTransaction") return object.cardId;
  return null;
}

const statusRank = { processing: 0, succeeded: 1, failed: 1 } as const;

/** The later of two views of one transfer: a settled status never goes back to processing. */
export function newer(a: TransferFieldsFragment, b: TransferFieldsFragment): TransferFieldsFragment {
  return statusRank[b.status] >= statusRank[a.status] ? b : a;
}
