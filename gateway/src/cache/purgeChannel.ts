/**
 * Purges reach every gateway instance (issue 26, REDIS_URL): the instance that is asked to purge (purge.ts) publishes
 * what it dropped on one Redis channel, and every other instance drops its in-process copies of the same tags, so no
 * instance keeps serving an old price until its own fresh time ends. Like every Redis use here, best effort: while
 * Redis is away the other instances' copies live out their fresh time (as without Redis).
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { REDIS_KEY_PREFIX } from "../redis/connection.js";

export type PurgeRequest = { all: true } | { tags: string[] };

const CHANNEL = `${REDIS_KEY_PREFIX}purge`;

export interface PurgeChannel {
  /** Tells the other instances (never throws). */
  announce(what: PurgeRequest): Promise<void>;
  close(): void;
}

/** `onPurge`: this instance's part of another instance's purge. */
export function purgeChannel(redis: Redis, onPurge: (what: PurgeRequest) => void): PurgeChannel {
  const instance = randomUUID();
  // a subscribing connection can do nothing else: a second one with the same options
  const subscriber = redis.duplicate();
  subscriber.on("error", () => undefined);
  subscriber.on("ready", () => void subscriber.subscribe(CHANNEL).catch(() => undefined));
  subscriber.on("message", (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    try {
      const { from, ...what } = JSON.parse(message) as PurgeRequest & { from?: string };
      if (from !== instance) onPurge(what);
    } catch {
      // not ours
    }
  });
  subscriber.connect().catch(() => undefined);
  return {
    announce: async (what) => {
      await redis.publish(CHANNEL, JSON.stringify({ from: instance, ...what })).catch(() => undefined);
    },
    close: () => subscriber.disconnect(),
  };
}
