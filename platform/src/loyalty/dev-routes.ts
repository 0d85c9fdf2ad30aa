import type { FastifyInstance } from "fastify";
import type { Db } from "../db/connection.js";
import { issueCard } from "./issue.js";

/**
 * POST /__platform/loyalty-cards { points? } → 201 { cardNumber, pin, points }: a pharmacy issuing a
 * card at the counter, for demos and tests (a development tool: the PIN is in the answer). Tests take
 * a card of their own this way instead of relying on seeded numbers.
 */
export function loyaltyDevRoutes(app: FastifyInstance, db: Db, now: () => Date): void {
  app.post("/__platform/loyalty-cards", async (req, reply) => {
    const raw = (req.body as { points?: unknown } | undefined)?.points ?? 0;
    if (!Number.isInteger(raw) || (raw as number) < 0) return reply.code(400).send({ error: "points must be a non-negative integer" });
    const points = raw as number;
    const issued = await issueCard(db, { points, customerId: null, origin: "existing", createdAt: now().toISOString() });
    return reply.code(201).send({ ...issued, points });
  });
}
