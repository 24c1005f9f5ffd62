-- Custom migration (drizzle-kit generate --custom): a check Drizzle cannot express.
-- Every wallet transaction's entries sum to zero (double entry), checked once per inserted entry at COMMIT
-- (deferred), so a transaction may insert its entries one by one.
CREATE FUNCTION wallet_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_paise), 0) FROM wallet_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'wallet transaction % does not sum to zero', NEW.transaction_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION wallet_transaction_balanced();
