// A database transaction's client. Apart from domain.ts, so that what domain.ts builds (the event
// bus, and through it the events) can name it without importing domain.ts back.
import type { Prisma } from "../generated/prisma/client.js";

export type Tx = Prisma.TransactionClient;
