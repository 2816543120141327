-- A migration of its own: PostgreSQL cannot use an enum value added in the same transaction.
-- What a card's authorizations waiting for a real-time decision hold (docs/api/cards.md#real-time-authorization).
ALTER TYPE "LedgerAccountKind" ADD VALUE 'card_authorization_hold';
