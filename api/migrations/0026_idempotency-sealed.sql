-- Answers stored before they were sealed (src/idempotency/sealing.ts) are plaintext, may hold live session
-- tokens, and can never be matched again (keys are now stored as HMACs): remove them at once.
DELETE FROM "idempotency_keys";
